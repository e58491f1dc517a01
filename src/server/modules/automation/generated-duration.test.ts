import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@contracts/time';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { listeningMinutes, mp3DurationSeconds, readingMinutes } from '../psalms/duration';

// Generated content once showed "0 min". It now carries its listening time when narrated and
// its reading time (about 200 words a minute, at least 1) when not.

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

const utcToday = () => new Date().toISOString().slice(0, 10);

type Row = { duration_minutes: number; description: string; audio_url: string | null };

async function row(id: string) {
  const result = await t.database.sql(
    'select duration_minutes, description, audio_url from content where id = $1',
    [id],
  );
  return result.rows[0] as Row;
}

/** The narration's real length, measured from the file the API serves (to staff: audio is premium). */
async function audioMinutes(url: string) {
  const served = await t.request(url, { cookie: admin.cookie });
  expect(served.status).toBe(200);
  const bytes = new Uint8Array(await served.arrayBuffer());
  const seconds = mp3DurationSeconds(bytes);
  expect(seconds).toBeGreaterThan(0);
  return listeningMinutes(seconds!);
}

describe('the duration of generated content', () => {
  it('an AI Auto run without audio gets its reading time, not 0', async () => {
    const off = await t.request('/api/admin/automation/settings/daily_prayer', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { isAudioEnabled: false },
    });
    expect(off.status).toBe(200);
    const run = await t.request('/api/admin/automation/test-run', {
      cookie: admin.cookie,
      json: { contentType: 'daily_prayer' },
    });
    expect(run.status).toBe(200);
    const saved = await row((await run.json()).contentId);
    expect(saved.audio_url).toBeNull();
    expect(saved.duration_minutes).toBeGreaterThan(0);
    expect(saved.duration_minutes).toBe(readingMinutes(saved.description));
  });

  it('an AI Auto run with audio gets the narration’s length', async () => {
    await t.request('/api/admin/automation/settings/daily_meditation', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { isAudioEnabled: true },
    });
    const run = await t.request('/api/admin/automation/test-run', {
      cookie: admin.cookie,
      json: { contentType: 'daily_meditation' },
    });
    expect(run.status).toBe(200);
    const saved = await row((await run.json()).contentId);
    expect(saved.audio_url).toMatch(/\.mp3$/);
    expect(saved.duration_minutes).toBeGreaterThan(0);
    expect(saved.duration_minutes).toBe(await audioMinutes(saved.audio_url!));
  });

  it('a psalm saved from the Manual tab gets its reading time, or its narration’s length', async () => {
    const long = Array.from(
      { length: 90 },
      (_, i) => `Verse ${i + 1}: the Lord is near to all who call.`,
    );
    const text = long.join('\n');
    const plain = await t.request('/api/admin/psalms', {
      cookie: admin.cookie,
      json: {
        prompt: 'nearness',
        theme: 'trust',
        date: addDays(utcToday(), -5),
        title: 'A Long Psalm of Nearness',
        generatedPsalm: text,
      },
    });
    expect(plain.status).toBe(201);
    const unread = await row((await plain.json()).id);
    expect(unread.duration_minutes).toBe(readingMinutes(text));
    expect(unread.duration_minutes).toBe(5);

    const narrated = await t.request('/api/admin/psalms', {
      cookie: admin.cookie,
      json: {
        prompt: 'rest',
        theme: 'peace',
        date: addDays(utcToday(), -6),
        title: 'A Short Psalm of Rest',
        generatedPsalm: 'The Lord gives rest to the weary.',
        narrate: true,
      },
    });
    expect(narrated.status).toBe(201);
    const heard = await row((await narrated.json()).id);
    expect(heard.duration_minutes).toBe(await audioMinutes(heard.audio_url!));
    expect(heard.duration_minutes).toBeGreaterThan(0);
  });
});
