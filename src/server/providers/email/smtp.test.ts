import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestContext,
  testOrigin,
  uniqueEmail,
  type TestContext,
} from '@server/test/harness';
import { startSmtpCatcher } from '@server/test/smtp-catcher';

// A real SMTP server on a local port receives what the app sends.
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let received: ParsedMail[];
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  received = smtp.received;
  t = await createTestContext({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('email over SMTP', () => {
  it('delivers the confirmation email, whose link confirms the account', async () => {
    expect(t.email.kind).toBe('smtp');
    expect(await t.email.check()).toBe(true);
    const email = uniqueEmail('hannah');
    const signUp = await t.request('/api/auth/sign-up/email', {
      json: {
        email,
        password: 'a quiet prayer',
        firstName: 'Hannah',
        lastName: 'Shiloh',
        callbackURL: '/auth-callback?type=signup',
      },
    });
    expect(signUp.status).toBe(200);

    await expect
      .poll(() => received.find((mail) => mail.to && JSON.stringify(mail.to).includes(email)), {
        timeout: 10_000,
      })
      .toBeTruthy();
    const mail = received.find((m) => JSON.stringify(m.to).includes(email))!;
    expect(mail.subject).toBe('Confirm your Psalmlight account');
    expect(mail.from?.text).toContain('no-reply@example.test');
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')![0];
    expect(mail.html).toContain('Confirm my account');

    const url = new URL(link);
    expect(url.origin).toBe(testOrigin);
    const confirmed = await t.request(url.pathname + url.search);
    expect(confirmed.status).toBe(302);
    const me = await t.request('/api/me', { cookie: cookieFrom(confirmed) });
    expect((await me.json()).user.email).toBe(email);

    // Nothing went to the outbox: SMTP replaced it.
    expect(await t.lastEmail(email)).toBeUndefined();
  });
});
