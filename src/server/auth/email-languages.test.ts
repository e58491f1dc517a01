import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerBody,
  cookieFrom,
  createTestContext,
  testOrigin,
  testPassword,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { startSmtpCatcher } from '@server/test/smtp-catcher';

// The account emails in the recipient's language, read as delivered by a real SMTP server: the
// sign-up's Accept-Language chooses the new account's language; afterwards the stored one does.

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

/** The newest delivered mail to an address whose subject is `subject`, waiting for it to come. */
async function mailTo(address: string, subject: string) {
  const find = () =>
    received.findLast(
      (mail) => JSON.stringify(mail.to).includes(address) && mail.subject === subject,
    );
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

const signUp = (email: string, acceptLanguage?: string) =>
  t.request('/api/auth/sign-up/email', {
    json: {
      email,
      password: testPassword,
      firstName: 'Lídia',
      lastName: 'Tiatira',
      callbackURL: '/auth-callback?type=signup',
    },
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

/** Follows the emailed link as the browser would; answers the signed-in cookie. */
async function confirm(mail: ParsedMail) {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
  expect(url.origin).toBe(testOrigin);
  const confirmed = await t.request(url.pathname + url.search);
  expect(confirmed.status).toBe(302);
  return cookieFrom(confirmed);
}

async function storedLanguage(cookie: string) {
  return (await answerBody(t.api(cookie).profile.$get())).language;
}

/** A confirmed member who chose a language on /account. */
async function memberSpeaking(language: 'en' | 'pt' | 'es'): Promise<TestUser> {
  const member = await t.createUser();
  const saved = await t.request('/api/profile', {
    method: 'PATCH',
    cookie: member.cookie,
    json: { language },
  });
  expect(saved.status).toBe(200);
  return member;
}

const requestReset = (email: string, acceptLanguage: string) =>
  t.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
    headers: { 'accept-language': acceptLanguage },
  });

describe('the confirmation email speaks the language of the sign-up', () => {
  it('a browser asking for es-419,es;q=0.9 gets a Spanish account and a Spanish confirmation email', async () => {
    const email = uniqueEmail('lidia-es');
    expect((await signUp(email, 'es-419,es;q=0.9')).status).toBe(200);

    const mail = await mailTo(email, 'Confirma tu cuenta de Psalmlight');
    expect(mail.text).toContain('La paz sea contigo.');
    expect(mail.text).toContain(
      'Por favor, confirma tu correo electrónico para comenzar tu camino espiritual con nosotros.',
    );
    expect(mail.text).toContain('El enlace es válido por 24 horas.');
    expect(mail.text).toMatch(/Confirmar mi cuenta: http:\/\/localhost:3000\/\S+/);
    expect(mail.html).toContain('<p>La paz sea contigo.</p>');
    expect(mail.html).toMatch(/<a href="[^"]+">Confirmar mi cuenta<\/a>/);
    expect(mail.headers.get('content-language')).toBe('es-419');

    // The Spanish link confirms the account, which keeps Spanish as its language.
    expect(await storedLanguage(await confirm(mail))).toBe('es');
  });

  it('the web app’s “Accept-Language: pt” gives a Portuguese account and confirmation email', async () => {
    const email = uniqueEmail('lidia-pt');
    expect((await signUp(email, 'pt')).status).toBe(200);

    const mail = await mailTo(email, 'Confirme sua conta no Psalmlight');
    expect(mail.text).toContain('A paz esteja com você.');
    expect(mail.text).toContain(
      'Por favor, confirme seu endereço de e-mail para começar sua jornada espiritual conosco.',
    );
    expect(mail.text).toContain('O link é válido por 24 horas.');
    expect(mail.html).toMatch(/<a href="[^"]+">Confirmar minha conta<\/a>/);
    expect(mail.headers.get('content-language')).toBe('pt-BR');
    expect(await storedLanguage(await confirm(mail))).toBe('pt');
  });

  it('a language the app does not speak (or none) gives an English account and the English email', async () => {
    for (const header of ['fr-FR,de;q=0.8', undefined]) {
      const email = uniqueEmail('lidia-en');
      expect((await signUp(email, header)).status).toBe(200);
      const mail = await mailTo(email, 'Confirm your Psalmlight account');
      expect(mail.text).toContain('Peace be with you.');
      expect(mail.text).toContain(
        'Please confirm your email address to begin your spiritual journey with us.',
      );
      expect(mail.html).toContain('Confirm my account');
      expect(mail.headers.get('content-language')).toBe('en');
      expect(await storedLanguage(await confirm(mail))).toBe('en');
    }
  });
});

describe('later emails speak the account’s stored language, whatever the request asks for', () => {
  it('a member who chose Portuguese gets the password-reset email in Portuguese', async () => {
    const member = await memberSpeaking('pt');
    expect((await requestReset(member.email, 'es-419,es;q=0.9')).status).toBe(200);

    const mail = await mailTo(member.email, 'Redefina sua senha do Psalmlight');
    expect(mail.text).toContain('Olá, Test Person,');
    expect(mail.text).toContain(
      'Recebemos um pedido para redefinir a senha da sua conta. Se não foi você, ignore este e-mail.',
    );
    expect(mail.text).toContain('O link é válido por uma hora.');
    expect(mail.text).toMatch(/Escolher uma nova senha: http:\/\/localhost:3000\/\S+/);
    expect(mail.html).toMatch(/<a href="[^"]+">Escolher uma nova senha<\/a>/);
    expect(mail.headers.get('content-language')).toBe('pt-BR');
  });

  it('a member who chose Spanish gets the password-reset email in Spanish', async () => {
    const member = await memberSpeaking('es');
    expect((await requestReset(member.email, 'pt-BR')).status).toBe(200);

    const mail = await mailTo(member.email, 'Restablece tu contraseña de Psalmlight');
    expect(mail.text).toContain('Hola, Test Person:');
    expect(mail.text).toContain(
      'Alguien pidió restablecer la contraseña de tu cuenta. Si no fuiste tú, ignora este correo.',
    );
    expect(mail.text).toContain('El enlace es válido por una hora.');
    expect(mail.html).toMatch(/<a href="[^"]+">Elegir una nueva contraseña<\/a>/);

    // The Spanish link still leads to the reset page.
    const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
    const landing = await t.request(link.pathname + link.search);
    expect(landing.status).toBe(302);
    expect(new URL(landing.headers.get('location')!, testOrigin).pathname).toBe('/reset-password');
  });

  it('an English member asking from a Portuguese browser still gets the English reset email', async () => {
    const member = await memberSpeaking('en');
    await requestReset(member.email, 'pt-BR,pt;q=0.9');
    const mail = await mailTo(member.email, 'Reset your Psalmlight password');
    expect(mail.text).toContain(
      'Someone asked to reset the password of your account. If it was not you, ignore this email.',
    );
  });

  it('a second sign-up with a Spanish member’s address tells the owner in Spanish, not in the newcomer’s language', async () => {
    const owner = await memberSpeaking('es');
    const again = await t.request('/api/auth/sign-up/email', {
      json: { email: owner.email, password: 'another psalm 9', firstName: 'Ana', lastName: 'Fé' },
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(again.status).toBe(200);

    const mail = await mailTo(owner.email, 'Alguien intentó registrarse con tu correo');
    expect(mail.text).toContain(
      'Alguien intentó crear una cuenta de Psalmlight con esta dirección de correo, que ya tiene una.',
    );
    expect(mail.text).toContain('Iniciar sesión: http://localhost:3000/auth');
    expect(mail.text).toContain(
      'Restablecer mi contraseña: http://localhost:3000/auth?mode=forgot',
    );
    // The owner's language is theirs; the attempt changed nothing.
    expect(await storedLanguage(owner.cookie)).toBe('es');
  });
});

describe('an email sent before the address is confirmed never carries the name typed at sign-up', () => {
  // Whoever signs up chooses the name and any address: the name must not carry their words (a
  // link, a lure) to the owner of that address. Each language's email, as delivered.
  const lure = 'Claim your prize at evil.example.test';
  const languages = [
    { header: 'en', confirm: 'Confirm your Psalmlight account', greeting: 'Peace be with you.' },
    {
      header: 'pt-BR',
      confirm: 'Confirme sua conta no Psalmlight',
      greeting: 'A paz esteja com você.',
    },
    { header: 'es', confirm: 'Confirma tu cuenta de Psalmlight', greeting: 'La paz sea contigo.' },
  ] as const;
  const existing = {
    en: ['Someone tried to sign up with your email', 'Hello,'],
    'pt-BR': ['Alguém tentou se cadastrar com o seu e-mail', 'Olá,'],
    es: ['Alguien intentó registrarse con tu correo', 'Hola:'],
  } as const;
  const reset = {
    en: ['Reset your Psalmlight password', 'Hello,'],
    'pt-BR': ['Redefina sua senha do Psalmlight', 'Olá,'],
    es: ['Restablece tu contraseña de Psalmlight', 'Hola:'],
  } as const;

  const withoutLure = (mail: ParsedMail) => {
    expect(mail.text).not.toContain('Claim');
    expect(mail.text).not.toContain('evil.example.test');
    expect(mail.html || '').not.toContain('evil.example.test');
    expect(mail.subject).not.toContain('evil');
  };

  it.each(languages)(
    '$header: the confirmation, the “someone tried to sign up” and the reset email greet without it',
    async ({ header, confirm, greeting }) => {
      const email = uniqueEmail('lure');
      const signedUp = await t.request('/api/auth/sign-up/email', {
        json: { email, password: testPassword, firstName: 'Claim', lastName: 'Prize', name: lure },
        headers: { 'accept-language': header },
      });
      expect(signedUp.status).toBe(200);
      const confirmation = await mailTo(email, confirm);
      expect(confirmation.text?.split('\n')[0]).toBe(greeting);
      withoutLure(confirmation);

      // The address is still unconfirmed: a second sign-up tells its owner, without the name.
      const again = await t.request('/api/auth/sign-up/email', {
        json: { email, password: 'another psalm 9', firstName: 'Ana', lastName: 'Fé' },
        headers: { 'accept-language': header },
      });
      expect(again.status).toBe(200);
      const [existingSubject, existingGreeting] = existing[header];
      const tried = await mailTo(email, existingSubject);
      expect(tried.text?.split('\n')[0]).toBe(existingGreeting);
      withoutLure(tried);

      // So does a reset asked for that unconfirmed account.
      expect((await requestReset(email, header)).status).toBe(200);
      const [resetSubject, resetGreeting] = reset[header];
      const resetMail = await mailTo(email, resetSubject);
      expect(resetMail.text?.split('\n')[0]).toBe(resetGreeting);
      withoutLure(resetMail);
    },
  );

  it('once the address is confirmed, its owner is greeted by the name they keep', async () => {
    const member = await memberSpeaking('en');
    await requestReset(member.email, 'en');
    const mail = await mailTo(member.email, 'Reset your Psalmlight password');
    expect(mail.text?.split('\n')[0]).toBe('Hello Test Person,');
  });
});
