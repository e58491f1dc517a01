import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, testPassword, type TestContext } from '../test/harness';
import { signInFailuresPerAccount, signInFailureWindowMs } from './sign-in-limit';

// Password guessing is bounded per address (every endpoint that checks a password) and per
// account (sign-in from any number of addresses).

let t: TestContext;
beforeAll(async () => {
  // Behind one trusted proxy, so each test can speak from addresses of its choosing.
  t = await createTestContext({ trustedProxyHops: 1 });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

let address = 0;
/** A fresh client address for each call unless one is given. */
const from = (ip = `198.51.100.${++address % 250}`) => ({ 'x-forwarded-for': ip });

function signIn(email: string, password: string, ip?: string) {
  return t.request('/api/auth/sign-in/email', {
    json: { email, password },
    headers: from(ip),
  });
}

describe('verify-password', () => {
  it('is rate limited per address like sign-in: 429 with Retry-After', async () => {
    const limited = await createTestContext({ rateLimitAuthPerMinute: 3 });
    try {
      const user = await limited.createUser();
      const guess = () =>
        limited.request('/api/auth/verify-password', {
          cookie: user.cookie,
          json: { password: 'a guess 123' },
        });
      for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(400);
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in per account', () => {
  it(`pauses an account after ${signInFailuresPerAccount} wrong passwords, from any address`, async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < signInFailuresPerAccount; i++)
      expect((await signIn(user.email, `wrong guess ${i}`)).status).toBe(401);

    // Even the right password, from yet another address, waits now; the address case is ignored.
    const paused = await signIn(user.email.toUpperCase(), testPassword);
    expect(paused.status).toBe(429);
    const retryAfter = Number(paused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(signInFailureWindowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(signInFailureWindowMs / 1000);
    expect(await paused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `Too many failed sign-ins for this account. Please wait ${retryAfter} seconds and try again.`,
      },
    });
    // Nobody else is affected.
    expect((await signIn(other.email, testPassword)).status).toBe(200);
  });

  it('lets the account sign in again when the window has passed', async () => {
    const user = await t.createUser();
    for (let i = 0; i < signInFailuresPerAccount; i++)
      expect((await signIn(user.email, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(user.email, testPassword)).status).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + signInFailureWindowMs + 1_000);
    expect((await signIn(user.email, testPassword)).status).toBe(200);
  });

  it('a successful sign-in clears the count of wrong passwords', async () => {
    const user = await t.createUser();
    for (let i = 0; i < signInFailuresPerAccount - 1; i++)
      expect((await signIn(user.email, `wrong guess ${i}`)).status).toBe(401);
    expect((await signIn(user.email, testPassword)).status).toBe(200);
    for (let i = 0; i < signInFailuresPerAccount; i++)
      expect((await signIn(user.email, `wrong again ${i}`)).status).toBe(401);
    expect((await signIn(user.email, testPassword)).status).toBe(429);
  });
});
