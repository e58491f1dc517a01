import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestContext,
  testOrigin,
  testPassword,
  type TestContext,
} from '../test/harness';

// What a password reset or change does to the rest of the account: other reset links and other
// sessions stop working.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Asks for a reset link and returns the token it carries. */
async function requestResetToken(email: string) {
  const requested = await t.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
  expect(requested.status).toBe(200);
  return new URL((await t.lastEmail(email))!.link!).pathname.split('/').at(-1)!;
}

describe('password reset', () => {
  it('a reset through one link voids every other outstanding link of the account', async () => {
    const user = await t.createUser();
    const bystander = await t.createUser();
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    const third = await requestResetToken(user.email);
    const theirs = await requestResetToken(bystander.email);
    expect(new Set([first, second, third]).size).toBe(3);

    const reset = await t.request('/api/auth/reset-password', {
      json: { token: second, newPassword: 'a new song 40' },
    });
    expect(reset.status).toBe(200);

    for (const token of [first, third]) {
      const opened = await t.request(
        `/api/auth/reset-password/${token}?callbackURL=/reset-password`,
      );
      expect(opened.status).toBe(302);
      expect(new URL(opened.headers.get('location')!, testOrigin).searchParams.get('error')).toBe(
        'INVALID_TOKEN',
      );
      const used = await t.request('/api/auth/reset-password', {
        json: { token, newPassword: 'taken over 41' },
      });
      expect(used.status).toBe(400);
      expect((await used.json()).error.code).toBe('invalid_token');
    }
    await t.signIn(user.email, 'a new song 40');
    // Another account's link is untouched.
    const theirReset = await t.request('/api/auth/reset-password', {
      json: { token: theirs, newPassword: 'their own song 42' },
    });
    expect(theirReset.status).toBe(200);
  });
});

describe('password change', () => {
  it('signs out the other sessions by default and keeps this one', async () => {
    const user = await t.createUser();
    const phone = await t.signIn(user.email);
    const changed = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: { currentPassword: testPassword, newPassword: 'a new song 40' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(401);
    // This browser carries on with the fresh session the answer set.
    const here = cookieFrom(changed);
    expect(here).toContain('psalmlight.session_token=');
    expect((await t.request('/api/me', { cookie: here })).status).toBe(200);
    await t.signIn(user.email, 'a new song 40');
  });

  it('keeps the other sessions when the caller asks to (revokeOtherSessions: false)', async () => {
    const user = await t.createUser();
    const phone = await t.signIn(user.email);
    const changed = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: {
        currentPassword: testPassword,
        newPassword: 'a new song 40',
        revokeOtherSessions: false,
      },
    });
    expect(changed.status).toBe(200);
    expect((await t.request('/api/me', { cookie: phone })).status).toBe(200);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
  });
});

describe('outstanding reset links after a password change or a sign-out everywhere', () => {
  /** Whether a reset link still sets a password; answers the status of the attempt. */
  const useLink = (token: string) =>
    t.request('/api/auth/reset-password', { json: { token, newPassword: 'taken over 41' } });

  it('a password change voids every reset link the account had asked for', async () => {
    const user = await t.createUser();
    const bystander = await t.createUser();
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    const theirs = await requestResetToken(bystander.email);

    const changed = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: { currentPassword: testPassword, newPassword: 'a new song 40' },
    });
    expect(changed.status).toBe(200);

    for (const token of [first, second]) {
      const used = await useLink(token);
      expect(used.status).toBe(400);
      expect((await used.json()).error.code).toBe('invalid_token');
    }
    // The password is the one the owner chose; another account's link still works.
    await t.signIn(user.email, 'a new song 40');
    expect((await useLink(theirs)).status).toBe(200);
  });

  it('so does a change that keeps the other sessions (revokeOtherSessions: false)', async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user.email);
    const changed = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: {
        currentPassword: testPassword,
        newPassword: 'a new song 40',
        revokeOtherSessions: false,
      },
    });
    expect(changed.status).toBe(200);
    expect((await useLink(token)).status).toBe(400);
  });

  it('a refused change (wrong current password) leaves the links alone', async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user.email);
    const refused = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: { currentPassword: 'not my password 1', newPassword: 'a new song 40' },
    });
    expect(refused.status).toBe(400);
    expect((await useLink(token)).status).toBe(200);
  });

  it.each(['/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions'])(
    'signing out everywhere (%s) voids them too',
    async (path) => {
      const user = await t.createUser();
      const token = await requestResetToken(user.email);
      const signedOut = await t.request(path, { cookie: user.cookie, json: {} });
      expect(signedOut.status).toBe(200);
      const used = await useLink(token);
      expect(used.status).toBe(400);
      expect((await used.json()).error.code).toBe('invalid_token');
      await t.signIn(user.email, testPassword);
    },
  );

  it('a plain sign-out of this browser leaves them alone', async () => {
    const user = await t.createUser();
    const token = await requestResetToken(user.email);
    expect((await t.request('/api/auth/sign-out', { cookie: user.cookie, json: {} })).status).toBe(
      200,
    );
    expect((await useLink(token)).status).toBe(200);
  });
});
