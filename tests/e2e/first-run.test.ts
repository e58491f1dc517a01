import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { allowHttpError, expectText, openPage, saveScreenshot } from './support/browser';
import { expect, serverOfItsOwn, test as base } from './support/fixtures';
import { emailLink } from './support/log';

// A newcomer's first run (decision 022). `npm start` with no PUBLIC_URL: the app works at whichever
// loopback address the person opens, and signing up twice with one email shows one toast.
const test = base.extend(
  'server',
  { scope: 'file' },
  serverOfItsOwn('first-run', { PUBLIC_URL: '' }),
);

let count = 0;
const newcomerEmail = () => `newcomer.${process.pid}.${Date.now()}.${count++}@example.test`;

async function signUp(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First Name').fill('Hannah');
  await page.getByLabel('Last Name').fill('Elkanah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a quiet heart 7');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('with no PUBLIC_URL, sign-up works at http://localhost:PORT and http://127.0.0.1:PORT', async ({
  browser,
  server,
}) => {
  const port = new URL(server.baseURL).port;
  for (const host of ['localhost', '127.0.0.1']) {
    const { page } = await openPage(browser, 'desktop', { baseURL: `http://${host}:${port}` });
    await page.goto('/auth');
    const email = newcomerEmail();
    await signUp(page, email);
    await expectText(page, 'Check your email');
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
    // The account exists: its confirmation email was sent, with a link to this server.
    const { link } = await emailLink(server.logFile, email, /confirm/i);
    expect(new URL(link).port).toBe(port);
  }
});

test('signing up twice with the same email shows exactly one toast and emails the owner', async ({
  browser,
  server,
}) => {
  const { page } = await openPage(browser, 'desktop', { baseURL: server.baseURL });
  await page.goto('/auth');
  const email = newcomerEmail();
  const toasts = page.locator('[data-sonner-toast]');

  await signUp(page, email);
  await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
  await expectText(page, 'Check your email');
  expect(await toasts.count()).toBe(1);

  await signUp(page, email);
  await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
  await expectText(page, "We've sent you a confirmation link to verify your account.");
  // The owner hears of the second attempt, with the way back in.
  await emailLink(server.logFile, email, /someone tried to sign up/i);
  expect(await toasts.count()).toBe(1);
  await saveScreenshot(page, 'first-run-sign-up-twice');
});

test('with PUBLIC_URL set, a page opened at another address says which address to open', async ({
  browser,
}) => {
  // The lane's server has PUBLIC_URL=http://127.0.0.1:PORT; the newcomer opens localhost instead.
  const publicUrl = inject('baseURL');
  const other = `http://localhost:${new URL(publicUrl).port}`;
  const { page } = await openPage(browser, 'desktop', { baseURL: other });
  allowHttpError(page, /\/api\/auth\/sign-up\/email$/, 403);
  await page.goto('/auth');
  await signUp(page, newcomerEmail());
  await expectText(page, 'Sign up failed');
  await expectText(
    page,
    `Open the app at ${publicUrl} (PUBLIC_URL); requests from ${other} are refused.`,
  );
  await saveScreenshot(page, 'first-run-wrong-address');
});
