import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { decodeChunked } from '@audio/decode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordingMaxBytes,
  recordingNotAudio,
  recordingPlays,
  recordingSilent,
  recordingTooLarge,
} from '@contracts/recordings';
import { adminPermissions } from '@server/db/schema/access';
import { auditLog } from '@server/db/schema/audit';
import { content } from '@server/db/schema/content';
import { createLoudnessMeter } from '@server/media/audio/loudness.mjs';
import { projectPath } from '@server/paths';
import {
  createTestContext,
  testOrigin,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// A person's recording of an item (decision 072), uploaded through the portal's route with the
// small real recordings of tests/fixtures/recordings, and heard as members hear it.

let t: TestContext;
let staff: TestUser;
let member: TestUser;
let categoryId: string;

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(projectPath('tests/fixtures/recordings', name)));

beforeAll(async () => {
  t = await createTestContext();
  [staff, member] = await Promise.all([
    t.createUser({ role: 'moderator' }),
    t.createUser({ premium: true }),
  ]);
  const categories = await (await t.request('/api/categories', { cookie: staff.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
});
afterAll(() => t.close());

async function newItem(body: Record<string, unknown> = {}) {
  const response = await t.request('/api/admin/content', {
    cookie: staff.cookie,
    json: { title: 'Evening prayer', categoryId, body: 'Keep us, Lord, this night.', ...body },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id as string;
}

/** PUT the file as the portal sends it: the bytes as the body, the reader's name in the query. */
const upload = (
  id: string,
  bytes: Uint8Array,
  options: { cookie?: string; readerName?: string; type?: string } = {},
) =>
  t.app.request(
    `${testOrigin}/api/admin/content/${id}/recording?readerName=${encodeURIComponent(options.readerName ?? 'Maria Souza')}`,
    {
      method: 'PUT',
      headers: {
        origin: testOrigin,
        cookie: options.cookie ?? staff.cookie,
        'content-type': options.type ?? 'audio/mpeg',
      },
      body: Buffer.from(bytes),
    },
  );

const removeRecording = (id: string) =>
  t.request(`/api/admin/content/${id}/recording`, { method: 'DELETE', cookie: staff.cookie });

const opened = async (id: string, user = member) =>
  (await t.request(`/api/content/${id}`, { cookie: user.cookie })).json();

/** The served file decoded and measured, mono as it is stored. */
async function heard(url: string) {
  const response = await t.request(url, { cookie: member.cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('audio/mpeg');
  const bytes = new Uint8Array(await response.arrayBuffer());
  let meter: ReturnType<typeof createLoudnessMeter> | undefined;
  let channels = 0;
  for await (const pcm of decodeChunked(
    (async function* () {
      yield bytes;
    })(),
    'mp3',
  )) {
    meter ??= createLoudnessMeter(pcm.sampleRate);
    channels = Math.max(channels, pcm.channelData.length);
    meter.push(pcm.channelData[0]!);
  }
  return { loudness: meter!.integrated(), peakDb: 20 * Math.log10(meter!.peak()), channels };
}

describe('uploading a recording', () => {
  it.each([
    ['quiet-stereo.mp3', 'audio/mpeg'],
    ['voice-memo.m4a', 'audio/mp4'],
    ['quiet.ogg', 'audio/ogg'],
    ['loud.wav', 'audio/wav'],
  ])('%s becomes a levelled MP3 that never clips, read by its reader', async (name, type) => {
    const id = await newItem();
    const response = await upload(id, fixture(name), { type });
    expect(response.status, await response.clone().text()).toBe(200);
    const item = await response.json();
    expect(item).toMatchObject({
      readBy: 'Maria Souza',
      audioGenerated: false,
      durationMinutes: 1,
    });
    expect(item.audioUrl).toMatch(/^\/media\/psalms\/[0-9a-f-]{36}\.mp3$/);

    const { loudness, peakDb, channels } = await heard(item.audioUrl);
    // Quiet files are raised by up to 30 dB and a loud one lowered: all land near -16 LUFS.
    expect(Math.abs(loudness - -16)).toBeLessThan(1);
    expect(peakDb).toBeLessThan(-1);
    expect(channels).toBe(1);
  });

  it('refuses a text file named .mp3 with a clear message, and keeps the item as it was', async () => {
    const id = await newItem();
    const response = await upload(id, new TextEncoder().encode('These are my notes, not audio.'));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'validation_failed',
      message: recordingNotAudio,
      fields: { recording: recordingNotAudio },
    });
    expect(await opened(id)).toMatchObject({ audioUrl: null, readBy: null });
  });

  it('refuses a silent recording', async () => {
    const response = await upload(await newItem(), fixture('silent.wav'), { type: 'audio/wav' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ recording: recordingSilent });
  });

  it('refuses a file larger than 50 MB with 413', async () => {
    const response = await upload(await newItem(), new Uint8Array(recordingMaxBytes + 1));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({
      code: 'payload_too_large',
      message: recordingTooLarge,
    });
  });

  it('asks for the name of the person reading', async () => {
    const response = await upload(await newItem(), fixture('loud.wav'), { readerName: '  ' });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(['readerName']);
  });

  it('is refused to members (403) and to staff without the content permission', async () => {
    const id = await newItem();
    expect((await upload(id, fixture('loud.wav'), { cookie: member.cookie })).status).toBe(403);
    expect((await upload(id, fixture('loud.wav'), { cookie: '' })).status).toBe(401);

    const limited = await t.createUser({ role: 'moderator' });
    const moderatorContent = and(
      eq(adminPermissions.adminRole, 'moderator'),
      eq(adminPermissions.permissionKey, 'content'),
    );
    await t.db.delete(adminPermissions).where(moderatorContent);
    try {
      expect((await upload(id, fixture('loud.wav'), { cookie: limited.cookie })).status).toBe(403);
    } finally {
      await t.db
        .insert(adminPermissions)
        .values({ adminRole: 'moderator', permissionKey: 'content' });
    }
    expect(await opened(id)).toMatchObject({ audioUrl: null, readBy: null });
  });
});

describe('what members are offered', () => {
  it('a member opening the item sees who reads it, and the upload is audited', async () => {
    const id = await newItem({ title: 'Compline' });
    expect((await upload(id, fixture('voice-memo.m4a'), { readerName: 'Fr. João' })).status).toBe(
      200,
    );
    const item = await opened(id);
    expect(item.readBy).toBe('Fr. João');
    expect((await t.request(item.audioUrl, { cookie: member.cookie })).status).toBe(200);

    const listed = await (
      await t.request('/api/content?q=Compline', { cookie: member.cookie })
    ).json();
    expect(listed.items.find((each: { id: string }) => each.id === id).readBy).toBe('Fr. João');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'content.recording_add')));
    expect(audit?.after).toMatchObject({ readBy: 'Fr. João', audioUrl: item.audioUrl });
  });

  it("today's psalm with a recording says who reads it", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [psalm] = await t.db
      .insert(content)
      .values({
        title: 'A psalm of trust',
        isDailyPsalm: true,
        psalmDate: today,
        generatedPsalm: 'The Lord is my shepherd.',
        contentType: 'daily_psalm',
      })
      .returning({ id: content.id });
    expect((await upload(psalm!.id, fixture('quiet.ogg'), { readerName: 'Ana' })).status).toBe(200);
    const answer = await (
      await t.request('/api/psalms/today?timeZone=UTC', { cookie: member.cookie })
    ).json();
    expect(answer.psalm).toMatchObject({ id: psalm!.id, readBy: 'Ana' });
    expect(answer.psalm.audioUrl).toMatch(/\.mp3$/);
  });

  it('a guided session plays the recording for a step that has one', async () => {
    const id = await newItem({ title: 'Step with a reader' });
    const recorded = await (await upload(id, fixture('loud.wav'))).json();
    // Workflows are admins' (moderators hold content and categories only).
    const admin = await t.createUser({ role: 'admin' });
    const workflow = await (
      await t.request('/api/admin/workflows', {
        cookie: admin.cookie,
        json: { title: 'Guided evening', contentItems: [id] },
      })
    ).json();
    const session = await (
      await t.request(`/api/workflows/${workflow.id}/sessions`, {
        cookie: member.cookie,
        json: { timeZone: 'UTC' },
      })
    ).json();
    const narration = await t.request(
      `/api/workflow-sessions/${session.id}/steps/${id}/narration`,
      { cookie: member.cookie, method: 'POST' },
    );
    expect(narration.status, await narration.clone().text()).toBe(200);
    expect((await narration.json()).audioUrl).toBe(recorded.audioUrl);
  });
});

describe('narration and the recording', () => {
  it('narrating the item again keeps the recording; removing it brings that narration back', async () => {
    const id = await newItem({ title: 'Vespers', durationMinutes: 4 });
    const recorded = await (await upload(id, fixture('loud.wav'))).json();
    expect(recorded.durationMinutes).toBe(1);

    const narrated = await t.request(`/api/admin/content/${id}/narration`, {
      cookie: staff.cookie,
      json: {},
    });
    expect(narrated.status).toBe(200);
    expect(await narrated.json()).toMatchObject({
      audioUrl: recorded.audioUrl,
      readBy: 'Maria Souza',
    });

    const removed = await removeRecording(id);
    expect(removed.status).toBe(200);
    const back = await removed.json();
    expect(back).toMatchObject({ readBy: null, audioGenerated: true });
    expect(back.audioUrl).toMatch(/^\/media\/psalms\/.+\.mp3$/);
    expect(back.audioUrl).not.toBe(recorded.audioUrl);
    // The recording's file goes; the narration made while it played is the one served now.
    expect((await t.request(recorded.audioUrl, { cookie: staff.cookie })).status).toBe(404);
    expect((await t.request(back.audioUrl, { cookie: staff.cookie })).status).toBe(200);
  });

  it('removing a recording of an item that had no audio leaves none, at its old duration', async () => {
    const id = await newItem({ durationMinutes: 7 });
    await upload(id, fixture('loud.wav'));
    const back = await (await removeRecording(id)).json();
    expect(back).toMatchObject({ audioUrl: null, readBy: null, durationMinutes: 7 });
  });

  it('the content form cannot change the audio of an item that plays a recording', async () => {
    const id = await newItem();
    const recorded = await (await upload(id, fixture('loud.wav'))).json();
    const edit = (json: unknown) =>
      t.request(`/api/admin/content/${id}`, { cookie: staff.cookie, method: 'PATCH', json });
    const cleared = await edit({ audioUrl: null });
    expect(cleared.status).toBe(400);
    expect((await cleared.json()).error.fields).toEqual({ audioUrl: recordingPlays });
    // The form sends the item's own audio back with any other change: that is kept.
    expect((await edit({ title: 'Renamed', audioUrl: recorded.audioUrl })).status).toBe(200);
    expect(await opened(id)).toMatchObject({ audioUrl: recorded.audioUrl, readBy: 'Maria Souza' });
  });

  it('deleting the item removes its recording and the narration kept aside', async () => {
    const id = await newItem();
    await t.request(`/api/admin/content/${id}/narration`, { cookie: staff.cookie, json: {} });
    const narration = (await opened(id, staff)).audioUrl as string;
    const recorded = await (await upload(id, fixture('loud.wav'))).json();
    expect(
      (await t.request(`/api/admin/content/${id}`, { method: 'DELETE', cookie: staff.cookie }))
        .status,
    ).toBe(204);
    for (const url of [narration, recorded.audioUrl])
      expect(await t.media.read(url), path.basename(url)).toBeNull();
  });
});
