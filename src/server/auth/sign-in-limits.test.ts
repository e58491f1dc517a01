import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, testOrigin, testPassword, type TestContext } from '../test/harness';
import { signInFailuresPerAccount, signInFailureWindowMs } from './password-attempts';

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

describe('password checks per address', () => {
  it.each([
    ['verify-password', '/api/auth/verify-password', 'POST'],
    ['deleting the account', '/api/profile', 'DELETE'],
  ])(
    '%s spends the address’s budget of password checks with sign-in: 429 with Retry-After',
    async (_name, path, method) => {
      const limited = await createTestContext({ rateLimitAuthPerMinute: 3, trustedProxyHops: 1 });
      try {
        // The account is made from another address: the guesses below spend this one's budget.
        const user = await limited.createUser();
        const guesser = { 'x-forwarded-for': '203.0.113.50' };
        const guess = () =>
          limited.request(path, {
            method,
            cookie: user.cookie,
            json: { password: 'a guess 123' },
            headers: guesser,
          });
        for (let i = 0; i < 3; i++) expect((await guess()).status).toBe(400);
        const refused = await guess();
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await refused.json()).error.code).toBe('rate_limited');
        // And sign-in from that address waits too.
        const signIn = await limited.request('/api/auth/sign-in/email', {
          json: { email: user.email, password: testPassword },
          headers: guesser,
        });
        expect(signIn.status).toBe(429);
      } finally {
        await limited.close();
      }
    },
  );
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
        message: `Too many wrong passwords for this account. Please wait ${retryAfter} seconds and try again.`,
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

/** DELETE /api/profile, the account's erasure, confirmed by a password. */
function deleteAccount(cookie: string, password: string, ip?: string) {
  return t.request('/api/profile', {
    method: 'DELETE',
    cookie,
    json: { password },
    headers: from(ip),
  });
}

const stillThere = async (email: string) =>
  (await t.database.sql('select 1 from users where email = $1', [email])).rows.length === 1;

describe('every password check shares the account’s pause', () => {
  it(`${signInFailuresPerAccount} wrong passwords on DELETE /api/profile pause it, even for the right one, and pause sign-in`, async () => {
    const user = await t.createUser();
    for (let i = 0; i < signInFailuresPerAccount; i++) {
      const wrong = await deleteAccount(user.cookie, `wrong guess ${i}`);
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).error.code).toBe('invalid_password');
    }
    const paused = await deleteAccount(user.cookie, testPassword);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await paused.json()).error.code).toBe('rate_limited');
    expect(await stillThere(user.email)).toBe(true);

    // The same pause holds sign-in, from any address, and the password checks of the session.
    expect((await signIn(user.email, testPassword)).status).toBe(429);
    const verify = await t.request('/api/auth/verify-password', {
      cookie: user.cookie,
      json: { password: testPassword },
      headers: from(),
    });
    expect(verify.status).toBe(429);
    const change = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: { currentPassword: testPassword, newPassword: 'a new song 40' },
      headers: from(),
    });
    expect(change.status).toBe(429);
    expect(change.headers.get('retry-after')).not.toBeNull();

    // When the window has passed, the right password deletes the account.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + signInFailureWindowMs + 1_000);
    expect((await deleteAccount(user.cookie, testPassword)).status).toBe(204);
    expect(await stillThere(user.email)).toBe(false);
  });

  it('wrong passwords at sign-in pause DELETE /api/profile of that account', async () => {
    const user = await t.createUser();
    for (let i = 0; i < signInFailuresPerAccount; i++)
      expect((await signIn(user.email, `wrong guess ${i}`)).status).toBe(401);
    const paused = await deleteAccount(user.cookie, testPassword);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stillThere(user.email)).toBe(true);
  });

  it('wrong passwords spread over sign-in, change-password, verify-password and delete add up', async () => {
    const user = await t.createUser();
    const guesses = [
      (i: number) => signIn(user.email, `wrong guess ${i}`),
      (i: number) =>
        t.request('/api/auth/change-password', {
          cookie: user.cookie,
          json: { currentPassword: `wrong guess ${i}`, newPassword: 'a new song 40' },
          headers: from(),
        }),
      (i: number) =>
        t.request('/api/auth/verify-password', {
          cookie: user.cookie,
          json: { password: `wrong guess ${i}` },
          headers: from(),
        }),
      (i: number) => deleteAccount(user.cookie, `wrong guess ${i}`),
    ];
    for (let i = 0; i < signInFailuresPerAccount; i++) {
      const response = await guesses[i % guesses.length]!(i);
      expect([400, 401]).toContain(response.status);
    }
    expect((await signIn(user.email, testPassword)).status).toBe(429);
  });

  it('the right password on DELETE /api/profile is not paused by another account’s failures', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    for (let i = 0; i < signInFailuresPerAccount; i++)
      expect((await deleteAccount(other.cookie, `wrong guess ${i}`)).status).toBe(400);
    expect((await deleteAccount(user.cookie, testPassword)).status).toBe(204);
  });
});

/** A POST as a plain HTML form (or a script imitating one) sends it: not JSON. */
function postAs(
  type: 'form' | 'multipart',
  path: string,
  fields: Record<string, string>,
  cookie?: string,
) {
  const body =
    type === 'form'
      ? new URLSearchParams(fields)
      : Object.entries(fields).reduce((form, [k, v]) => (form.append(k, v), form), new FormData());
  return t.app.request(`${testOrigin}${path}`, {
    method: 'POST',
    headers: { origin: testOrigin, ...from(), ...(cookie ? { cookie } : {}) },
    body,
  });
}

describe('bodies the limits cannot read', () => {
  it('a wrong password sent as a form is no password check, and a paused account stays paused', async () => {
    const user = await t.createUser();
    // Guesses as a form from many addresses: none reaches the password.
    for (let i = 0; i < signInFailuresPerAccount + 2; i++) {
      const guess = await postAs('form', '/api/auth/sign-in/email', {
        email: user.email,
        password: `wrong guess ${i}`,
      });
      expect(guess.status).toBe(415);
      expect((await guess.json()).error.code).toBe('unsupported_media_type');
    }
    // Paused by JSON guesses, the account is not opened by the right password in a form.
    for (let i = 0; i < signInFailuresPerAccount; i++)
      expect((await signIn(user.email, `wrong guess ${i}`)).status).toBe(401);
    for (const type of ['form', 'multipart'] as const) {
      const attempt = await postAs(type, '/api/auth/sign-in/email', {
        email: user.email,
        password: testPassword,
      });
      expect(attempt.status).toBe(415);
      expect(attempt.headers.get('set-cookie')).toBeNull();
    }
    expect((await signIn(user.email, testPassword)).status).toBe(429);
  });

  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/change-password',
    '/api/auth/verify-password',
    '/api/auth/request-password-reset',
    '/api/auth/reset-password',
    '/api/auth/send-verification-email',
    '/api/auth/update-user',
    '/api/auth/delete-user',
  ])('%s refuses a form-encoded body with 415 before doing anything', async (path) => {
    const user = await t.createUser();
    const response = await postAs(
      'form',
      path,
      {
        email: user.email,
        password: testPassword,
        currentPassword: testPassword,
        newPassword: 'a new song 40',
        firstName: 'Changed',
        lastName: 'Name',
      },
      user.cookie,
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
    // The account is as it was: the old password still signs in.
    expect((await signIn(user.email, testPassword)).status).toBe(200);
  });
});
