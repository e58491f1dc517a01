import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { openStream, readStream, type SseStream } from '../test/sse-client';
import { defaultStreamLimits, maxStreamsPerSession, maxStreamsPerUser } from './stream-slots';

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

describe('caps across accounts', () => {
  // Many accounts from one address, or from everywhere, must not hold unbounded memory: small caps
  // here (production: 100 per address, 1,000 per instance), clients told apart by X-Forwarded-For.
  let capped: TestContext;
  let streams: SseStream[] = [];
  beforeAll(async () => {
    capped = await createTestContext({
      trustedProxyHops: 1,
      realtimeStreamLimits: { ...defaultStreamLimits, perAddress: 3, perInstance: 5 },
    });
  });
  afterEach(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    streams = [];
  });
  afterAll(() => capped.close());

  const from = (address: string, cookie: string) =>
    capped.request('/api/realtime', { cookie, headers: { 'x-forwarded-for': address } });
  async function openFrom(address: string, cookie: string) {
    const response = await from(address, cookie);
    expect(response.status).toBe(200);
    const stream = readStream(response);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');
  }

  it('caps one client address across accounts: 429 with Retry-After, and a closed stream frees it', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => capped.createUser()));
    for (const account of accounts.slice(0, 3)) await openFrom('203.0.113.7', account.cookie);

    const refused = await from('203.0.113.7', accounts[3]!.cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await refused.json()).error).toMatchObject({ code: 'rate_limited' });

    // The same account from another address streams; a closed stream gives its address slot back
    // once the server has seen it close.
    await openFrom('198.51.100.9', accounts[3]!.cookie);
    await streams[0]!.close();
    await vi.waitFor(() => openFrom('203.0.113.7', accounts[3]!.cookie), { timeout: 5_000 });
  });

  it('counts an IPv6 client by its /64 network, so new addresses in it do not escape the cap', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => capped.createUser()));
    for (const [index, account] of accounts.slice(0, 3).entries())
      await openFrom(`2001:db8:7:7::${index + 1}`, account.cookie);
    const refused = await from('2001:db8:7:7:ffff::99', accounts[3]!.cookie);
    expect(refused.status).toBe(429);
    await openFrom('2001:db8:7:8::1', accounts[3]!.cookie);
  });

  it('caps the whole instance: 503 with Retry-After, whoever asks, until a stream closes', async () => {
    const accounts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => capped.createUser()));
    // The earlier tests' streams may still be closing on the server: each open waits its turn.
    for (const [index, account] of accounts.slice(0, 5).entries())
      await vi.waitFor(() => openFrom(`192.0.2.${index + 1}`, account.cookie), { timeout: 5_000 });

    const refused = await from('192.0.2.99', accounts[5]!.cookie);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect((await refused.json()).error).toMatchObject({ code: 'unavailable' });

    await streams[0]!.close();
    await vi.waitFor(() => openFrom('192.0.2.99', accounts[5]!.cookie), { timeout: 5_000 });
  });
});
