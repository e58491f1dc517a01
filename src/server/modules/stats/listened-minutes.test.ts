import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@contracts/time';
import { staffContent } from '@server/test/factories';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// The Stats tab's "Minutes listened" counts audio heard through the member's player: its position
// saves (every 15 s while playing, on pause), also of a play paused part way and never finished.
// A fake clock moves between the saves.

let t: TestContext;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const audioUrl = 'https://audio.example.test/long-prayer.mp3';
const durationMs = 20 * 60_000;

async function startPlay(contentId: string) {
  const response = await t.request(`/api/content/${contentId}/progress`, {
    method: 'POST',
    cookie: member.cookie,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function save(contentId: string, positionMs: number, finished = false) {
  const response = await t.request(`/api/listening/${contentId}`, {
    method: 'PUT',
    cookie: member.cookie,
    json: { positionMs, durationMs, ...(finished ? { finished } : {}) },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Plays on for `seconds` of the fake clock, saving every 15 s as the player does. */
async function listen(contentId: string, fromMs: number, seconds: number) {
  let position = fromMs;
  for (let left = seconds; left > 0; left -= 15) {
    const step = Math.min(left, 15) * 1000;
    vi.setSystemTime(Date.now() + step);
    position += step;
    await save(contentId, position);
  }
  return position;
}

async function minutesListened(day: string) {
  const report = await answerBody(
    t.api(admin.cookie).admin.stats.$get({ query: { from: day, to: addDays(day, 1) } }),
  );
  return report.window.minutes;
}

describe('Minutes listened', () => {
  it('counts what was heard of a play paused part way, and ignores a seek forward', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const day = new Date().toISOString().slice(0, 10);
    const item = await staffContent(t, admin, { title: 'A long prayer', audioUrl });
    expect(await minutesListened(day)).toBe(0);

    await startPlay(item);
    const paused = await listen(item, 0, 3 * 60);
    // Paused after three minutes: the play stays open, its minutes count already.
    expect(await minutesListened(day)).toBe(3);

    // A jump ten minutes ahead, 15 s later, is not ten minutes of listening.
    vi.setSystemTime(Date.now() + 15_000);
    await save(item, paused + 10 * 60_000);
    expect(await minutesListened(day)).toBe(3);

    // Played on to the end: the finished save counts its last stretch too.
    const near = await listen(item, paused + 10 * 60_000, 2 * 60 - 15);
    vi.setSystemTime(Date.now() + 15_000);
    await save(item, near + 15_000, true);
    expect(await minutesListened(day)).toBe(5);
  });
});
