import {
  expectAccessible,
  expectPage,
  expectText,
  openPage,
  viewportNames,
  viewports,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

describe.each(viewportNames)('at %s width', (viewport) => {
  test('/ lands on /admin, which shows the Admin Portal sign-in page to a signed-out visitor', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/');
    await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
    await page.getByLabel('Email').waitFor();
    expect(await page.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
  });

  test("the staff sign-in at / offers the member's way in as prominently as the staff one, on the first screen", async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/');
    await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
    const staff = await page.getByRole('button', { name: 'Sign In' }).boundingBox();
    const memberWayIn = page
      .getByRole('region', { name: 'Here to pray and read?' })
      .getByRole('link', { name: 'Member sign-in' });
    const member = await memberWayIn.boundingBox();
    // As large as the staff button, and seen without scrolling.
    expect(member && staff && Math.round(member.height)).toBe(staff && Math.round(staff.height));
    expect(member && staff && Math.round(member.width)).toBe(staff && Math.round(staff.width));
    expect(member && member.y + member.height).toBeLessThanOrEqual(viewports[viewport].height);
    await memberWayIn.click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });

  test('the auth page shows Sign In and Sign Up tabs and the Forgot password view', async ({
    browser,
  }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/auth');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First Name').waitFor();
    await expectAccessible(page, 'sign up tab');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectPage(page, { path: '/auth', heading: 'Reset your password' });
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await page.getByRole('tab', { name: 'Sign In', selected: true }).waitFor();
  });

  test('?message=check-email shows the confirmation toast', async ({ browser }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/auth?message=check-email');
    await expectText(page, 'Check your email');
    await expectText(page, "We've sent you a confirmation link to verify your account.");
    await expectAccessible(page, 'auth with the check-email toast');
    await page.waitForURL((url) => url.search === '');
  });
});
