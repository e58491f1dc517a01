import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonPasswordMessage,
  passwordIsEmailMessage,
  passwordTooShortMessage,
} from '@contracts/auth';
import { createTestContext, testPassword, uniqueEmail, type TestContext } from '../test/harness';

// Every way to choose a password (sign-up, reset, change) refuses the commonest passwords and the
// account's own email address, with a message on the field; six characters stay the minimum.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

function signUp(email: string, password: string, extra: Record<string, unknown> = {}) {
  return t.request('/api/auth/sign-up/email', {
    json: { email, password, firstName: 'Ruth', lastName: 'Moabite', ...extra },
  });
}

async function expectField(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  const { error } = await response.json();
  expect(error.code).toBe('validation_failed');
  expect(error.fields).toEqual({ [field]: message });
}

async function accountExists(email: string) {
  const { rows } = await t.database.sql('select 1 from users where email = $1', [email]);
  return rows.length > 0;
}

async function resetToken(email: string) {
  await t.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });
  return new URL((await t.lastEmail(email))!.link!).pathname.split('/').at(-1)!;
}

describe('sign-up', () => {
  it('refuses one of the commonest passwords, whatever its case', async () => {
    for (const password of ['password1', 'PassWord1', 'qwerty123', '123456789']) {
      const email = uniqueEmail('common');
      await expectField(await signUp(email, password), 'password', commonPasswordMessage);
      expect(await accountExists(email)).toBe(false);
    }
  });

  it('refuses the email address as the password, whatever its case', async () => {
    const email = uniqueEmail('mirror');
    await expectField(await signUp(email, email.toUpperCase()), 'password', passwordIsEmailMessage);
    expect(await accountExists(email)).toBe(false);
  });

  it('keeps the spec message for a password under six characters', async () => {
    await expectField(
      await signUp(uniqueEmail('short'), '12345'),
      'password',
      passwordTooShortMessage,
    );
  });

  it('takes no picture URL: the picture is the uploaded avatar (names-and-pictures.test.ts)', async () => {
    const email = uniqueEmail('image');
    const refused = await signUp(email, testPassword, { image: 'https://example.test/ruth.png' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ image: 'Unknown field.' });
    expect(await accountExists(email)).toBe(false);
  });
});

describe('reset', () => {
  it('refuses a common password or the email, and the link still works afterwards', async () => {
    const user = await t.createUser();
    const token = await resetToken(user.email);
    const common = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'Sunshine1' },
    });
    await expectField(common, 'newPassword', commonPasswordMessage);
    const mirror = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: ` ${user.email.toUpperCase()} ` },
    });
    await expectField(mirror, 'newPassword', passwordIsEmailMessage);
    const short = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'abc' },
    });
    await expectField(short, 'newPassword', passwordTooShortMessage);

    const fine = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'a new song 40' },
    });
    expect(fine.status).toBe(200);
  });
});

describe('change', () => {
  it('refuses a common password or the email and keeps the old password', async () => {
    const user = await t.createUser();
    const change = (newPassword: string) =>
      t.request('/api/auth/change-password', {
        cookie: user.cookie,
        json: { currentPassword: testPassword, newPassword },
      });
    await expectField(await change('iloveyou'), 'newPassword', commonPasswordMessage);
    await expectField(await change(user.email), 'newPassword', passwordIsEmailMessage);
    await expectField(await change('abc'), 'newPassword', passwordTooShortMessage);
    await t.signIn(user.email, testPassword);
  });
});
