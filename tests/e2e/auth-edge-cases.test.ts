import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  launchBrowser,
  openPage,
  viewportNames,
  type Browser,
  type ViewportName,
} from './support/browser';
import { createUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(viewportNames)('at %s width', (viewport: ViewportName) => {
  test('a reset link without a token says "Invalid reset link" and goes to /auth', async () => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/reset-password');
    await expectText(page, 'Invalid reset link');
    await expectText(page, 'This password reset link is invalid or has expired.');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
    await page.goto('/reset-password?error=INVALID_TOKEN');
    await expectText(page, 'Invalid reset link');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });

  test('the auth callback rejects an unknown type and reports a failed confirmation', async () => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/auth-callback?type=magic');
    await page
      .getByRole('heading', { name: 'Invalid callback parameters.', exact: true })
      .waitFor();
    await expectAccessible(page, 'invalid callback');
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });

    await page.goto('/auth-callback?type=signup&error=invalid_token');
    await page.getByRole('heading', { name: 'Confirming your account...' }).waitFor();
    await page
      .getByRole('heading', { name: 'Failed to confirm account. Please try again.' })
      .waitFor({ timeout: 5_000 });
    await expectAccessible(page, 'failed signup callback');
    await page.getByRole('button', { name: 'Go to Login' }).waitFor();

    await page.goto('/auth-callback?type=recovery&error=invalid_token');
    await page
      .getByRole('heading', { name: 'Failed to confirm password reset. Please try again.' })
      .waitFor({ timeout: 5_000 });
  });

  test('a recovery callback confirms after 2 s and goes to /auth 3 s later', async () => {
    const { page } = await openPage(browser, viewport);
    const started = Date.now();
    await page.goto('/auth-callback?type=recovery');
    await page.getByRole('heading', { name: 'Confirming password reset...' }).waitFor();
    await page
      .getByRole('heading', {
        name: 'Password reset confirmed. You can now log in with your new password.',
      })
      .waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    await expectAccessible(page, 'recovery confirmed');
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
  });

  test('signing in before confirming the email says how to go on', async () => {
    const person = await createUser(`unconfirmed-${viewport}`, { confirm: false });
    const { page } = await openPage(browser, viewport);
    allowHttpError(page, /\/api\/auth\/sign-in\/email/, 403);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, 'Sign in failed');
    await expectText(
      page,
      'Please confirm your email first: open the link we sent you when you signed up.',
    );
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });

  test('an unknown path shows the not-found page', async () => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/no-such-page');
    await expectPage(page, { path: '/no-such-page', heading: 'Page not found' });
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });
});
