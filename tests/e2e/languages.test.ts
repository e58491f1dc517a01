import { inject } from 'vitest';
import type { Locale } from '@web/lib/i18n/translate';
import { accountEmailTexts } from '@server/auth/email-texts';
import accountEs from '@web/features/account/i18n/es.json';
import accountPt from '@web/features/account/i18n/pt.json';
import adminContentEs from '@web/admin/i18n/content/es.json';
import adminContentPt from '@web/admin/i18n/content/pt.json';
import adminEs from '@web/admin/i18n/es.json';
import adminPt from '@web/admin/i18n/pt.json';
import communityEs from '@web/features/posts/i18n/es.json';
import communityPt from '@web/features/posts/i18n/pt.json';
import en from '@web/lib/i18n/en.json';
import es from '@web/lib/i18n/es.json';
import journalEs from '@web/features/journal/i18n/es.json';
import journalPt from '@web/features/journal/i18n/pt.json';
import psalmEs from '@web/features/psalms/i18n/es.json';
import pwaEs from '@web/lib/i18n/pwa/es.json';
import pwaPt from '@web/lib/i18n/pwa/pt.json';
import psalmPt from '@web/features/psalms/i18n/pt.json';
import pt from '@web/lib/i18n/pt.json';
import validationPt from '@web/lib/i18n/validation/pt.json';
import { expectPage, expectText, openPage, saveScreenshot, type Page } from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { emailLink, logLength } from './support/log';
import { signedInApi } from './support/users';
import { newPerson } from './support/users-data';

// Languages (decisions 030, 143): a member switched to Portuguese (on Account Settings) and a visitor who signs up in
// Spanish (the sign-in screen's switcher) find every page in their language, their email too.

const texts = {
  pt: {
    app: pt,
    account: accountPt,
    psalm: psalmPt,
    journal: journalPt,
    community: communityPt,
    admin: adminPt,
    content: adminContentPt,
    pwa: pwaPt,
    htmlLang: 'pt-BR',
  },
  es: {
    app: es,
    account: accountEs,
    psalm: psalmEs,
    journal: journalEs,
    community: communityEs,
    admin: adminEs,
    content: adminContentEs,
    pwa: pwaEs,
    htmlLang: 'es-419',
  },
} as const;

/** Which languages' dictionary chunks the page has fetched so far (pt-….js, psalm-es-….js, zod's pt-BR-….js). */
function watchDictionaryChunks(page: Page) {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    const match = /(?:^|-)(pt|es)(?:-BR)?-[\w-]{8}\.js$/.exec(file);
    if (match) fetched.add(match[1]!);
  });
  return () => [...fetched].sort();
}

const greetingPrefix = (template: string) => template.split('{name}')[0]!.trim();

/** Dashboard, psalm, journal, community and account, each with its heading in the language. */
async function walkThePages(page: Page, locale: Exclude<Locale, 'en'>, shots: string) {
  const say = texts[locale];
  await page.goto('/dashboard');
  await page
    .getByRole('heading', {
      level: 1,
      name: new RegExp(`^${greetingPrefix(say.app['dashboard.greeting'])}`),
    })
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(say.htmlLang);
  // Installing the app from here names it and its shortcuts in the language too.
  const manifestLink = page.locator('link[rel="manifest"]');
  expect(await manifestLink.getAttribute('href')).toBe(`/manifest-${locale}.webmanifest`);
  const manifest = await page.request.get(`/manifest-${locale}.webmanifest`);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(await manifest.json()).toMatchObject({
    lang: say.htmlLang,
    description: say.pwa['pwa.manifest.description'],
    shortcuts: [
      { name: say.pwa['pwa.manifest.psalm'], url: '/psalm' },
      { name: say.pwa['pwa.manifest.journal'], url: '/journal' },
    ],
  });
  await saveScreenshot(page, `${shots}-dashboard`);

  const pages = [
    { path: '/psalm', heading: say.psalm['psalm.heading'] },
    { path: '/journal', heading: say.journal['journal.heading'] },
    { path: '/community', heading: say.community['community.heading'] },
    { path: '/account', heading: say.app['account.heading'] },
  ];
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expectPage(page, { path, heading, label: `${path} in ${locale}` });
    await saveScreenshot(page, `${shots}-${path.slice(1)}`);
  }
}

describe('languages', () => {
  test('a member chooses Português on Account Settings: the pages, a validation error and the portal speak it', async ({
    pageAs,
    admin,
  }) => {
    const say = texts.pt;
    expect(say.app['account.heading']).not.toBe(en['account.heading']);
    const { page } = await pageAs(admin, 'phone');
    const dictionaryChunks = watchDictionaryChunks(page);
    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: en['account.heading'] });
    // An English reader fetches no other language.
    expect(dictionaryChunks()).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Português', exact: true }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The page turns to Portuguese at once, and says it saved in Portuguese.
    await page.getByRole('heading', { level: 1, name: say.app['account.heading'] }).waitFor();
    await expectText(page, say.account['account.saved']);

    // A rule the server and the form share answers in Portuguese too.
    await page.evaluate(() => {
      document
        .querySelector<HTMLInputElement>('input[autocomplete="name"]')!
        .removeAttribute('maxlength');
    });
    await page
      .getByRole('textbox', { name: say.account['account.fullName'] })
      .fill('y'.repeat(150));
    await page.getByRole('button', { name: say.account['account.save'] }).click();
    await expectText(page, validationPt['validation.fullNameMax'].replace('{0}', '100'));
    await page.reload();

    await walkThePages(page, 'pt', 'lang-pt-390');

    // One portal tab.
    await page.goto('/admin/content');
    await page.getByRole('tab', { name: say.admin['admin.tab.content'] }).waitFor();
    await page.getByRole('heading', { name: say.content['admin.content.title'] }).waitFor();
    await saveScreenshot(page, 'lang-pt-390-admin-content');
    // Only the chosen language's dictionaries came down.
    expect(dictionaryChunks()).toEqual(['pt']);
  });

  test('a visitor picks Español before signing up: the confirmation email and every page are in Spanish', async ({
    browser,
  }) => {
    const say = texts.es;
    const person = newPerson('espanol');
    const { page } = await openPage(browser, 'phone');
    const dictionaryChunks = watchDictionaryChunks(page);
    await page.goto('/auth');
    await page.getByRole('combobox', { name: en['ui.language'] }).selectOption('es');
    await page.getByRole('tab', { name: say.app['auth.tabSignUp'] }).click();
    const logStart = logLength(inject('logFile'));
    await page.getByLabel(say.app['auth.firstName']).fill(person.firstName);
    await page.getByLabel(say.app['auth.lastName']).fill(person.lastName);
    await page.getByLabel(say.app['auth.email']).fill(person.email);
    await page.getByLabel(say.app['auth.password'], { exact: true }).fill(person.password);
    await saveScreenshot(page, 'lang-es-390-sign-up');
    await page.getByRole('button', { name: say.app['auth.signUp'] }).click();
    await expectText(page, say.app['auth.checkEmail']);

    // The account was made in Spanish: its confirmation email is Spanish.
    const subject = accountEmailTexts.es.confirmation.subject;
    expect(subject).not.toBe(accountEmailTexts.en.confirmation.subject);
    const { link } = await emailLink(inject('logFile'), person.email, new RegExp(`^${subject}$`), {
      after: logStart,
    });
    await page.goto(link);
    const api = await signedInApi(person);
    const profile = (await (await api.request('GET', '/api/profile')).json()) as {
      language: string;
    };
    expect(profile.language).toBe('es');

    await expectText(page, say.app['callback.confirmedSignup']);
    await page.getByRole('button', { name: say.app['callback.openApp'] }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await walkThePages(page, 'es', 'lang-es-390');
    expect(dictionaryChunks()).toEqual(['es']);
  });
});
