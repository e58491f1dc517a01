import { BASE_ERROR_CODES } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@contracts/error-codes';
import { apiError } from '@contracts/errors';
import { createTestContext, uniqueEmail, type TestContext, type TestUser } from '../test/harness';
import { authErrorCode } from './auth-error-codes';

// better-auth answers with its own SCREAMING_CASE codes; /api/auth answers with the closed list,
// keeping better-auth's status and message.

let t: TestContext;
let user: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  user = await t.createUser();
});
afterAll(() => t.close());

/** The answer's status and error, checked against the contract's error shape. */
async function refusal(response: Response) {
  const parsed = apiError.safeParse(await response.json());
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return { status: response.status, ...parsed.data!.error };
}

describe('better-auth refusals under /api/auth', () => {
  it('a wrong password answers 401 invalid_credentials', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: 'not the password' },
    });
    expect(await refusal(response)).toEqual({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
    });
  });

  it('an unconfirmed account answers 403 email_not_verified', async () => {
    const email = uniqueEmail('unconfirmed');
    const signUp = await t.request('/api/auth/sign-up/email', {
      json: { email, password: 'a quiet psalm 3', firstName: 'Naomi', lastName: 'Moabite' },
    });
    expect(signUp.status).toBe(200);
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email, password: 'a quiet psalm 3' },
    });
    expect(await refusal(response)).toEqual({
      status: 403,
      code: 'email_not_verified',
      message: 'Email not verified',
    });
  });

  it('an unknown reset token answers 400 invalid_token', async () => {
    const response = await t.request('/api/auth/reset-password', {
      json: { token: 'no-such-token', newPassword: 'a fresh psalm 9' },
    });
    expect(await refusal(response)).toEqual({
      status: 400,
      code: 'invalid_token',
      message: 'Invalid token',
    });
  });

  it('a wrong current password answers 400 invalid_password', async () => {
    const response = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: { currentPassword: 'not the password', newPassword: 'a fresh psalm 9' },
    });
    expect(await refusal(response)).toEqual({
      status: 400,
      code: 'invalid_password',
      message: 'Invalid password',
    });
  });

  it('a call that needs a session, without one, answers 401 unauthenticated', async () => {
    const response = await t.request('/api/auth/revoke-sessions', { json: {} });
    expect(await refusal(response)).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('input better-auth refuses answers 400 validation_failed with its message, by field', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      json: { email: 'not-an-email', password: 'whatever it is' },
    });
    expect(await refusal(response)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid email',
      fields: { email: 'Invalid email' },
    });
  });

  it('an unknown auth endpoint answers 404 not_found', async () => {
    expect(await refusal(await t.request('/api/auth/no-such-endpoint'))).toEqual({
      status: 404,
      code: 'not_found',
      message: 'There is no such API endpoint.',
    });
  });
});

describe('authErrorCode', () => {
  it('gives every code better-auth defines, at any status, a listed code', () => {
    for (const code of Object.keys(BASE_ERROR_CODES)) {
      for (const status of [400, 401, 403, 404, 409, 422, 429, 500]) {
        expect(errorCodes).toContain(authErrorCode(status, code));
      }
    }
  });

  it('answers a code it does not know by the status', () => {
    expect(authErrorCode(401, 'SOMETHING_NEW')).toBe('unauthenticated');
    expect(authErrorCode(403, undefined)).toBe('forbidden');
    expect(authErrorCode(404, 'constructor')).toBe('not_found');
    expect(authErrorCode(405, 'METHOD_NOT_ALLOWED')).toBe('bad_request');
    expect(authErrorCode(503, 'INTERNAL_SERVER_ERROR')).toBe('internal');
  });

  it('keeps a code of ours (an error we threw inside better-auth)', () => {
    expect(authErrorCode(429, 'rate_limited')).toBe('rate_limited');
  });
});
