import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  clockNow,
  expectAccessibleOnStoppedClock,
  openPage,
  stopClock,
  viewportNames,
  type ViewportName,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser } from './support/users';

describe.each(viewportNames)('at %s width', (viewport: ViewportName) => {
  test('a reset link without a token says "Invalid reset link" and goes to /auth', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/reset-password');
    await expectText(page, 'Invalid reset link');
    await expectText(page, 'This password reset link is invalid or has expired.');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
    await page.goto('/reset-password?error=INVALID_TOKEN');
    await expectText(page, 'Invalid reset link');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });

  test('the auth callback rejects an unknown type and reports a failed confirmation', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/auth-callback?type=magic');
    await page
      .getByRole('heading', { name: 'Invalid callback parameters.', exact: true })
      .waitFor();
    await expectAccessible(page, 'invalid callback');
    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });

    // The confirmation shows for 2 s (fake time) before the failure.
    await stopClock(page);
    await page.goto('/auth-callback?type=signup&error=invalid_token');
    await page.getByRole('heading', { name: 'Confirming your account...' }).waitFor();
    await page.clock.runFor(2_000);
    await page
      .getByRole('heading', { name: 'Failed to confirm account. Please try again.' })
      .waitFor();
    await expectAccessibleOnStoppedClock(page, 'failed signup callback');
    await page.getByRole('button', { name: 'Go to Login' }).waitFor();

    await page.goto('/auth-callback?type=recovery&error=invalid_token');
    await page.getByRole('heading', { name: 'Confirming password reset...' }).waitFor();
    await page.clock.runFor(2_000);
    await page
      .getByRole('heading', { name: 'Failed to confirm password reset. Please try again.' })
      .waitFor();
  });

  test('a recovery callback confirms after 2 s and goes to /auth 3 s later', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    await stopClock(page);
    await page.goto('/auth-callback?type=recovery');
    const confirming = page.getByRole('heading', { name: 'Confirming password reset...' });
    const confirmed = page.getByRole('heading', {
      name: 'Password reset confirmed. You can now log in with your new password.',
    });
    await confirming.waitFor();
    const started = await clockNow(page);
    // Not before 2 s (on the page's clock)...
    await page.clock.pauseAt(started + 1_900);
    expect(await confirming.isVisible()).toBe(true);
    expect(await confirmed.count()).toBe(0);
    // ...but at 2 s.
    await page.clock.pauseAt(started + 2_000);
    await confirmed.waitFor();
    await expectAccessibleOnStoppedClock(page, 'recovery confirmed');
    // Then /auth 3 s later, not before.
    await page.clock.pauseAt(started + 4_900);
    expect(new URL(page.url()).pathname).toBe('/auth-callback');
    await page.clock.pauseAt(started + 5_000);
    await page.waitForURL((url) => url.pathname === '/auth');
  });

  test('signing in before confirming the email says how to go on', async ({ browser }) => {
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

  test('an unknown path shows the not-found page', async ({ browser }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/no-such-page');
    await expectPage(page, { path: '/no-such-page', heading: 'Page not found' });
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });
});
