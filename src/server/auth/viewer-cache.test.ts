import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../http/env';
import { createMemoryBus, type EventBus } from '../realtime/bus';
import { createTestContext, testPassword, type TestContext } from '../test/harness';
import { createViewerCache, sessionTokenOf } from './viewer-cache';

// Who is signed in is cached for a few seconds (decision 023). These tests prove the cache can never
// answer with a session, role, premium status or name that has changed: every change says so on
// the bus, and every instance forgets the person at once.

const viewerOf = (id: string, name = 'Ann'): Viewer => ({
  id,
  email: `${id}@example.test`,
  name,
  firstName: null,
  lastName: null,
  emailVerified: true,
  sessionId: `session-${id}`,
  role: null,
  permissions: [],
  isPremium: false,
  timezone: null,
  language: 'en',
});

describe('the viewer cache', () => {
  it('keeps an answer for its time to live, on a clock, and then asks again', async () => {
    let now = 1_000;
    const cache = createViewerCache(createMemoryBus(), { ttlMs: 10_000, now: () => now });
    await cache.resolve('token-a', async () => ({ viewer: viewerOf('a'), until: null }));
    now += 9_999;
    expect((await cache.get('token-a'))?.id).toBe('a');
    now += 1;
    expect(await cache.get('token-a')).toBeUndefined();
  });

  it('never keeps an answer past the end of its session or premium period', async () => {
    let now = 1_000;
    const cache = createViewerCache(createMemoryBus(), { ttlMs: 10_000, now: () => now });
    const until = new Date(now + 2_000);
    await cache.resolve('token-a', async () => ({ viewer: viewerOf('a'), until }));
    now += 2_000;
    expect(await cache.get('token-a')).toBeUndefined();
  });

  it('forgets every session of a person the moment their access changes, and only theirs', async () => {
    const bus = createMemoryBus();
    const cache = createViewerCache(bus);
    await cache.resolve('phone', async () => ({ viewer: viewerOf('a'), until: null }));
    await cache.resolve('laptop', async () => ({ viewer: viewerOf('a'), until: null }));
    await cache.resolve('other', async () => ({ viewer: viewerOf('b'), until: null }));
    await bus.signalAccessChanged({ userId: 'a' });
    expect(await cache.get('phone')).toBeUndefined();
    expect(await cache.get('laptop')).toBeUndefined();
    expect((await cache.get('other'))?.id).toBe('b');
  });

  it('does not keep an answer read before a change that was signalled while it was read', async () => {
    const bus = createMemoryBus();
    const cache = createViewerCache(bus);
    const answer = await cache.resolve('token-a', async () => {
      // The read has happened; the sign-out commits and signals before the answer is stored.
      await bus.signalAccessChanged({ userId: 'a' });
      return { viewer: viewerOf('a'), until: null };
    });
    expect(answer?.id).toBe('a');
    expect(await cache.get('token-a')).toBeUndefined();
  });

  it('asks once for requests of one session that arrive together', async () => {
    const cache = createViewerCache(createMemoryBus());
    let lookups = 0;
    let answer!: () => void;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const load = async () => {
      lookups += 1;
      await arrived;
      return { viewer: viewerOf('a'), until: null };
    };
    const together = [cache.resolve('token-a', load), cache.resolve('token-a', load)];
    answer();
    expect((await Promise.all(together)).map((viewer) => viewer?.id)).toEqual(['a', 'a']);
    expect(lookups).toBe(1);
  });

  it('does not share a lookup that started before a change with a request that came after it', async () => {
    const bus = createMemoryBus();
    const cache = createViewerCache(bus);
    const names: string[] = [];
    let answer!: () => void;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const before = cache.resolve('token-a', async () => {
      await arrived;
      return { viewer: viewerOf('a', 'Ann'), until: null };
    });
    await bus.signalAccessChanged({ userId: 'a' });
    const after = cache.resolve('token-a', async () => {
      names.push('asked again');
      return { viewer: viewerOf('a', 'Anna'), until: null };
    });
    answer();
    expect((await before)?.name).toBe('Ann');
    expect((await after)?.name).toBe('Anna');
    expect(names).toEqual(['asked again']);
  });

  it('holds at most its bound of sessions, dropping the least recently used', async () => {
    const cache = createViewerCache(createMemoryBus(), { maxEntries: 2 });
    await cache.resolve('one', async () => ({ viewer: viewerOf('1'), until: null }));
    await cache.resolve('two', async () => ({ viewer: viewerOf('2'), until: null }));
    expect((await cache.get('one'))?.id).toBe('1');
    await cache.resolve('three', async () => ({ viewer: viewerOf('3'), until: null }));
    expect(cache.size).toBe(2);
    expect(await cache.get('two')).toBeUndefined();
    expect((await cache.get('one'))?.id).toBe('1');
  });

  it('keeps nothing while signals may be missed', async () => {
    let epoch: number | null = 0;
    const bus: EventBus = { ...createMemoryBus(), signalEpoch: () => epoch };
    const cache = createViewerCache(bus);
    await cache.resolve('token-a', async () => ({ viewer: viewerOf('a'), until: null }));
    epoch = null;
    expect(await cache.get('token-a')).toBeUndefined();
    await cache.resolve('token-a', async () => ({ viewer: viewerOf('a'), until: null }));
    epoch = 1;
    expect(await cache.get('token-a')).toBeUndefined();
  });

  it('finds the session token among other cookies, under its secure name too', () => {
    expect(sessionTokenOf('a=1; psalmlight.session_token=abc.def; b=2')).toBe('abc.def');
    expect(sessionTokenOf('__Secure-psalmlight.session_token=xyz')).toBe('xyz');
    expect(sessionTokenOf('other_session_token=1')).toBeUndefined();
    expect(sessionTokenOf(undefined)).toBeUndefined();
  });
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const me = async (cookie: string, context: Pick<TestContext, 'request'> = t) =>
  context.request('/api/me', { cookie });

describe('one instance: a change is seen by the very next request', () => {
  it('signing out ends the session at once, while it was cached', async () => {
    const user = await t.createUser();
    expect((await me(user.cookie)).status).toBe(200);
    expect((await t.request('/api/auth/sign-out', { cookie: user.cookie, json: {} })).status).toBe(
      200,
    );
    expect((await me(user.cookie)).status).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const user = await t.createUser();
    const phone = await t.signIn(user.email);
    expect((await me(phone)).status).toBe(200);
    const changed = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: {
        currentPassword: testPassword,
        newPassword: 'a new song 40',
        revokeOtherSessions: true,
      },
    });
    expect(changed.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
  });

  it('a changed name and a synced time zone show on the next /api/me', async () => {
    const user = await t.createUser();
    expect(await (await me(user.cookie)).json()).toMatchObject({ timezone: null });
    const renamed = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { fullName: 'Hannah Psalmist' },
    });
    expect(renamed.status).toBe(200);
    const synced = await t.request('/api/preferences/timezone', {
      method: 'PUT',
      cookie: user.cookie,
      json: { timeZone: 'Europe/Oslo' },
    });
    expect(synced.status).toBe(200);
    expect(await (await me(user.cookie)).json()).toMatchObject({
      user: { name: 'Hannah Psalmist' },
      timezone: 'Europe/Oslo',
    });
  });

  it('premium bought in the test checkout counts on the next request', async () => {
    const user = await t.createUser();
    expect(await (await me(user.cookie)).json()).toMatchObject({ isPremium: false });
    const bought = await t.request('/api/subscription/sandbox/checkout', {
      cookie: user.cookie,
      json: { plan: 'monthly' },
    });
    expect(bought.status).toBe(200);
    expect(await (await me(user.cookie)).json()).toMatchObject({ isPremium: true });
  });
});
