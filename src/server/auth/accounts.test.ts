import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestContext,
  testOrigin,
  testPassword,
  uniqueEmail,
  type TestContext,
} from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Follows an emailed link through the server the way a browser would, returning the redirect. */
async function follow(link: string) {
  const url = new URL(link);
  expect(url.origin).toBe(testOrigin);
  return t.request(url.pathname + url.search);
}

async function signUp(email: string, password = testPassword) {
  return t.request('/api/auth/sign-up/email', {
    json: {
      email,
      password,
      firstName: 'Ruth',
      lastName: 'Moabite',
      name: 'Ruth Moabite',
      callbackURL: '/auth-callback?type=signup',
    },
  });
}

describe('accounts', () => {
  it('signs up, confirms by the emailed link, and then knows the user at /api/me', async () => {
    const email = uniqueEmail('ruth');
    expect((await signUp(email)).status).toBe(200);

    const blocked = await t.request('/api/auth/sign-in/email', {
      json: { email, password: testPassword },
    });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe('email_not_verified');

    const mail = await t.lastEmail(email);
    expect(mail?.subject).toBe('Confirm your Psalmlight account');
    expect(mail?.text).toContain(mail!.link!);

    const confirmed = await follow(mail!.link!);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/auth-callback?type=signup');
    const cookie = cookieFrom(confirmed);
    expect(cookie).toContain('psalmlight.session_token=');

    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({
      user: {
        email,
        name: 'Ruth Moabite',
        firstName: 'Ruth',
        lastName: 'Moabite',
        emailVerified: true,
      },
      role: null,
      isAdmin: false,
      permissions: [],
      isPremium: false,
    });

    const signIn = await t.request('/api/auth/sign-in/email', {
      json: { email, password: testPassword },
    });
    expect(signIn.status).toBe(200);
    expect((await t.request('/api/me', { cookie: cookieFrom(signIn) })).status).toBe(200);
  });

  it('refuses a short password with the spec message and creates nothing', async () => {
    const email = uniqueEmail('short');
    const response = await signUp(email, '12345');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.password).toBe('Password must be at least 6 characters long');
    expect(await t.lastEmail(email)).toBeUndefined();
  });

  it('refuses a sign-up with a missing name or a malformed email, field by field', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      json: { email: 'not-an-email', password: 'a quiet psalm 3', firstName: ' ' },
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'firstName', 'lastName']);
  });

  it('rejects a wrong password in the single error shape', async () => {
    const user = await t.createUser();
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: 'wrong password' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid email or password' },
    });
  });

  it('lets a person change their own names within the sign-up limits', async () => {
    const user = await t.createUser();
    const tooLong = await t.request('/api/auth/update-user', {
      cookie: user.cookie,
      json: { firstName: 'A'.repeat(5000) },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys((await tooLong.json()).error.fields)).toEqual(['firstName']);
    const unknown = await t.request('/api/auth/update-user', {
      cookie: user.cookie,
      json: { email: 'someone-else@example.test' },
    });
    expect(unknown.status).toBe(400);
    const renamed = await t.request('/api/auth/update-user', {
      cookie: user.cookie,
      json: { firstName: 'Miriam', lastName: 'Hope', name: 'Miriam Hope' },
    });
    expect(renamed.status).toBe(200);
    const me = await (await t.request('/api/me', { cookie: user.cookie })).json();
    expect(me.user).toMatchObject({ firstName: 'Miriam', lastName: 'Hope', name: 'Miriam Hope' });
  });

  it('keeps the reset token out of the request log when the emailed link is opened', async () => {
    const lines: string[] = [];
    const logged = await createTestContext({
      logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
    try {
      const user = await logged.createUser();
      await logged.request('/api/auth/request-password-reset', {
        json: { email: user.email, redirectTo: '/reset-password' },
      });
      const link = new URL((await logged.lastEmail(user.email))!.link!);
      const token = link.pathname.split('/').at(-1)!;
      expect(token.length).toBeGreaterThan(10);
      expect((await logged.request(link.pathname + link.search)).status).toBe(302);
      const requests = lines
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.msg === 'request');
      expect(requests.map((entry) => entry.path)).toContain('/api/auth/reset-password/[redacted]');
      // Only the outbox line carries it: without SMTP, printing the link is how a local user
      // receives the email (README); the request log never does.
      const withToken = lines
        .filter((line) => line.includes(token))
        .map((line) => JSON.parse(line).msg);
      expect(withToken).toEqual(['email written to outbox']);
    } finally {
      await logged.close();
    }
  });

  it('resets a forgotten password through the emailed link and ends the old sessions', async () => {
    const user = await t.createUser();
    const requested = await t.request('/api/auth/request-password-reset', {
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(requested.status).toBe(200);
    const mail = await t.lastEmail(user.email);
    expect(mail?.subject).toBe('Reset your Psalmlight password');

    const landing = await follow(mail!.link!);
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get('location')!, testOrigin);
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'a new song 40' },
    });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
    const old = await t.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: testPassword },
    });
    expect(old.status).toBe(401);
    await t.signIn(user.email, 'a new song 40');

    const reused = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'another one 41' },
    });
    expect(reused.status).toBe(400);
  });

  it('global sign-out ends every session of the user and only theirs', async () => {
    const user = await t.createUser();
    const laptop = user.cookie;
    const phone = await t.signIn(user.email);
    const other = await t.createUser();

    const revoked = await t.request('/api/auth/revoke-sessions', {
      method: 'POST',
      cookie: phone,
      json: {},
    });
    expect(revoked.status).toBe(200);
    expect((await t.request('/api/me', { cookie: laptop })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: other.cookie })).status).toBe(200);
  });

  it('signs out one session', async () => {
    const user = await t.createUser();
    const other = await t.signIn(user.email);
    expect(
      (await t.request('/api/auth/sign-out', { method: 'POST', cookie: user.cookie, json: {} }))
        .status,
    ).toBe(200);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(401);
    expect((await t.request('/api/me', { cookie: other })).status).toBe(200);
  });

  it('gives every new account a profile row', async () => {
    const user = await t.createUser();
    const me = await (await t.request('/api/me', { cookie: user.cookie })).json();
    expect(me.timezone).toBeNull();
    const rows = await t.database.sql('select full_name from profiles where user_id = $1', [
      user.id,
    ]);
    expect(rows.rows).toEqual([{ full_name: 'Test Person' }]);
  });
});
