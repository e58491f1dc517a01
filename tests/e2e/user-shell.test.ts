import { expectAccessible, expectPage, type Page } from './support/browser';
import { describe, expect, test } from './support/fixtures';

const pages = [
  { path: '/psalm', heading: 'Daily Psalm' },
  { path: '/workflows', heading: 'Spiritual Workflows' },
  { path: '/journal', heading: 'Prayer Journal' },
  { path: '/community', heading: 'Community' },
  { path: '/account', heading: 'Account Settings' },
  { path: '/subscription', heading: 'Choose Your Plan' },
];

async function linkNames(page: Page, testId: string): Promise<string[]> {
  const nav = page.getByTestId(testId);
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
}

describe('at desktop width', () => {
  test('the side navigation holds Dashboard, Journal, Library, Workflows, Community, Groups, Subscription and Settings, folds, and the bottom bar is hidden', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'desktop');
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });

    const side = page.getByTestId('side-nav');
    expect(await side.isVisible()).toBe(true);
    expect(await page.getByTestId('bottom-bar').isVisible()).toBe(false);
    expect(await linkNames(page, 'side-nav')).toEqual([
      'Dashboard',
      'Journal',
      'Library',
      'Workflows',
      'Community',
      'Groups',
      'Subscription',
      'Settings',
    ]);
    expect(await side.getByRole('button', { name: 'Global Logout' }).isVisible()).toBe(true);
    expect(await side.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );

    // Journal and Community, main pages of the app, are one click away as on phones (decision 146).
    await side.getByRole('link', { name: 'Journal' }).click();
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    expect(await side.getByRole('link', { name: 'Journal' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await side.getByRole('link', { name: 'Community' }).click();
    await expectPage(page, { path: '/community', heading: 'Community' });
    expect(await side.getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await side.getByRole('link', { name: 'Workflows' }).click();
    await expectPage(page, { path: '/workflows', heading: 'Spiritual Workflows' });
    await side.getByRole('link', { name: 'Subscription' }).click();
    await expectPage(page, { path: '/subscription', heading: 'Choose Your Plan' });
    // Settings is the account settings page (docs/decisions/101).
    await side.getByRole('link', { name: 'Settings' }).click();
    await expectPage(page, { path: '/account', heading: 'Account Settings' });

    // Folding keeps every destination reachable by name, and is remembered.
    await side.getByRole('button', { name: 'Collapse sidebar' }).click();
    expect((await side.boundingBox())?.width).toBeLessThan(100);
    expect(await side.getByRole('link', { name: 'Subscription' }).isVisible()).toBe(true);
    expect(await side.getByRole('link', { name: 'Journal' }).isVisible()).toBe(true);
    expect(await side.getByRole('link', { name: 'Community' }).isVisible()).toBe(true);
    await page.reload();
    await side.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await expectPage(page, {
      path: '/account',
      heading: 'Account Settings',
      label: 'folded sidebar',
    });
    await side.getByRole('button', { name: 'Expand sidebar' }).click();
    expect((await side.boundingBox())?.width).toBeGreaterThan(200);

    for (const { path, heading } of pages) {
      await page.goto(path);
      await expectPage(page, { path, heading });
    }
  });

  test('Account Settings switches the theme, which is remembered on the device', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'desktop');
    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Dark' }).waitFor();
    await expectAccessible(page, 'theme list open');
    await page.getByRole('option', { name: 'Dark' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await expectAccessible(page, 'account settings in the dark theme');
    await page.reload();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.goto('/dashboard');
    await expectPage(page, {
      path: '/dashboard',
      heading: /^Peace be with you/,
      label: 'dashboard, dark',
    });
  });
});

describe('at phone width', () => {
  test('the bottom bar holds Dashboard, Journal, Workflows, Community and Account; Global Logout is not in the top bar', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });

    expect(await page.getByTestId('side-nav').isVisible()).toBe(false);
    const bar = page.getByTestId('bottom-bar');
    expect(await bar.isVisible()).toBe(true);
    expect(await linkNames(page, 'bottom-bar')).toEqual([
      'Dashboard',
      'Journal',
      'Workflows',
      'Community',
      'Account',
    ]);
    // Global Logout moved from the top bar to the Account page on phones (decision 135).
    expect(await page.getByRole('button', { name: 'Global Logout' }).count()).toBe(0);

    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);

    for (const [name, path, heading] of [
      ['Journal', '/journal', 'Prayer Journal'],
      ['Workflows', '/workflows', 'Spiritual Workflows'],
      ['Community', '/community', 'Community'],
      ['Account', '/account', 'Account Settings'],
      ['Dashboard', '/dashboard', /^Peace be with you/],
    ] as const) {
      await bar.getByRole('link', { name }).click();
      await expectPage(page, { path, heading });
      expect(await bar.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    }

    // The dashboard tiles lead to their pages.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Psalm\s*Read and listen/ })
      .click();
    await expectPage(page, { path: '/psalm', heading: 'Daily Psalm' });
    await page.goto('/subscription');
    await expectPage(page, { path: '/subscription', heading: 'Choose Your Plan' });
  });
});
