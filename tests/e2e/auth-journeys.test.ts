import { inject } from 'vitest';
import {
  allowHttpError,
  clockNow,
  expectAccessible,
  expectAccessibleOnStoppedClock,
  expectPage,
  expectText,
  openPage,
  stopClock,
  viewportNames,
  type Page,
  type ViewportName,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { emailLink, logLength } from './support/log';
import { createUser } from './support/users';
import { newPerson } from './support/users-data';

async function signInOnAuthPage(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Global Logout sits in the side navigation on a desktop and on the Account page on a phone; it asks
 * first, as it signs out every device.
 */
async function globalLogout(page: Page, viewport: ViewportName) {
  if (viewport === 'phone') {
    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Account' }).click();
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
  }
  await page.getByRole('button', { name: 'Global Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectPage(page, { path: '/auth', heading: 'Welcome' });
  await expectText(page, 'Signed out');
}

describe.each(viewportNames)('at %s width', (viewport: ViewportName) => {
  test('a new person signs up, confirms from the email, reaches the dashboard, signs out and signs in again', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    const person = newPerson('newcomer');

    await page.goto('/auth');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    // Every field is required; the password needs 6 characters (001 §5).
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, 'First name is required');
    await page.getByLabel('First Name').fill(person.firstName);
    await page.getByLabel('Last Name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectText(page, 'Password must be at least 6 characters long');
    await expectAccessible(page, 'sign-up form with errors');
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectText(page, 'Check your email');
    await expectText(page, "We've sent you a confirmation link to verify your account.");
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();

    // Signing in before confirming is refused with the server's reason.
    allowHttpError(page, /\/api\/auth\/sign-in\/email$/, 403);
    await signInOnAuthPage(page, person.email, person.password);
    await expectText(page, 'Sign in failed');

    const { link } = await emailLink(inject('logFile'), person.email, /confirm/i);
    await page.goto(link);
    await page.waitForURL(
      (url) => url.pathname === '/auth-callback' && url.searchParams.get('type') === 'signup',
    );
    await expectText(page, 'Confirming your account...');
    await expectAccessible(page, 'auth callback, confirming');
    await expectText(page, 'Account confirmed successfully!', 5_000);
    await page.getByRole('button', { name: 'Open the App' }).waitFor();
    await expectPage(page, {
      path: '/dashboard',
      heading: `Peace be with you, ${person.firstName}`,
    });
    for (const tile of ['Psalm', 'Journal', 'Workflows', 'Community']) {
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${tile}`) })
        .waitFor();
    }

    await globalLogout(page, viewport);
    await page.goto('/dashboard');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });

    await signInOnAuthPage(page, person.email, person.password);
    await expectText(page, 'Welcome back');
    await expectPage(page, {
      path: '/dashboard',
      heading: `Peace be with you, ${person.firstName}`,
    });
  });

  test('forgot password: the emailed link sets a new password that then signs in', async ({
    browser,
  }) => {
    // Someone of their own: their password changes.
    const person = await createUser('forgetful');
    const { page } = await openPage(browser, viewport);
    const logFile = inject('logFile');
    const before = logLength(logFile);

    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectPage(page, { path: '/auth', heading: 'Reset your password' });
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectText(page, 'Reset email sent');
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();

    const { link } = await emailLink(logFile, person.email, /reset/i, { after: before });
    await page.goto(link);
    await expectPage(page, { path: '/reset-password', heading: 'Set a new password' });
    expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();

    const submit = page.getByRole('button', { name: 'Update Password' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('New Password', { exact: true }).fill('Morning-Light-9');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Confirm New Password').fill('Evening-Light-9');
    await submit.click();
    await expectText(page, "Passwords don't match");
    await expectText(page, 'Please make sure both passwords are identical.');

    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await submit.click();
    await expectText(page, 'Password too short');

    const newPassword = 'Morning-Light-9';
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    // From here the page's clock stands still: the success view's 3 s pass when the test says.
    await stopClock(page);
    await submit.click();
    await page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    const shownAt = await clockNow(page);
    await page.getByRole('link', { name: 'Go to Login' }).waitFor();
    await expectAccessibleOnStoppedClock(page, 'password updated');
    // 001 §2: the success view goes to /auth by itself after 3 s (not before 2.5 s).
    await page.clock.pauseAt(shownAt + 2_500);
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    await page.clock.pauseAt(shownAt + 3_000);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.clock.resume();

    // The old password no longer works; the new one does.
    allowHttpError(page, /\/api\/auth\/sign-in\/email$/, 401);
    await signInOnAuthPage(page, person.email, person.password);
    await expectText(page, 'Sign in failed');
    await expectText(page, 'Invalid email or password');
    await signInOnAuthPage(page, person.email, newPassword);
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
  });

  test('a signed-out visit to /journal goes to /auth and returns to /journal after signing in', async ({
    browser,
    member,
  }) => {
    const person = member;
    const { page } = await openPage(browser, viewport);
    await page.goto('/journal');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
    await signInOnAuthPage(page, person.email, person.password);
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    // A signed-in person who opens /auth is sent on to the dashboard.
    await page.goto('/auth');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
  });
});
