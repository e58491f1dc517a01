import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { openStream, type SseStream } from '../test/sse-client';
import { maxStreamsPerSession, maxStreamsPerUser } from './stream-slots';

// Each open event stream holds memory on the server: one session, and one person across their
// sessions, may only hold so many at once.

let t: TestContext;
let opened: SseStream[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterEach(async () => {
  await Promise.all(opened.map((stream) => stream.close()));
  opened = [];
});
afterAll(() => t.close());

async function openMany(cookie: string, count: number) {
  for (let i = 0; i < count; i++) {
    const stream = await openStream(t, cookie);
    opened.push(stream);
    expect((await stream.next()).event).toBe('ready');
  }
}

async function refused(cookie: string) {
  const response = await t.request('/api/realtime', { cookie });
  expect(response.status).toBe(429);
  expect((await response.json()).error).toMatchObject({ code: 'rate_limited' });
}

describe('stream caps', () => {
  it('caps the streams of one session, and a closed stream gives its slot back', async () => {
    expect(maxStreamsPerSession).toBe(10);
    const user = await t.createUser();
    await openMany(user.cookie, maxStreamsPerSession);
    await refused(user.cookie);

    // Another session of the same person, and another person, still stream.
    const phone = await t.signIn(user.email);
    await openMany(phone, 1);
    const other = await t.createUser();
    await openMany(other.cookie, 1);

    await opened[0]!.close();
    await openMany(user.cookie, 1);
    await refused(user.cookie);
  });

  it('caps the streams of one person across all their sessions', async () => {
    expect(maxStreamsPerUser).toBe(30);
    const user = await t.createUser();
    const sessions = [user.cookie];
    while (sessions.length * maxStreamsPerSession < maxStreamsPerUser)
      sessions.push(await t.signIn(user.email));
    for (const cookie of sessions) await openMany(cookie, maxStreamsPerSession);
    await refused(await t.signIn(user.email));
  });

  it('streams the server ends (sign-out) give their slots back', async () => {
    const user = await t.createUser();
    const sessions = [user.cookie];
    while (sessions.length * maxStreamsPerSession < maxStreamsPerUser)
      sessions.push(await t.signIn(user.email));
    for (const cookie of sessions) await openMany(cookie, maxStreamsPerSession);
    const leaving = opened.slice(-maxStreamsPerSession);
    const signedOut = await t.request('/api/auth/sign-out', { cookie: sessions.at(-1), json: {} });
    expect(signedOut.status).toBe(200);
    for (const stream of leaving) await expect(stream.next()).rejects.toThrow('the stream ended');
    // The person is below the cap again: a new session opens a full set.
    await openMany(await t.signIn(user.email), maxStreamsPerSession);
  });
});
