import type { AdminRole } from '@contracts/roles';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  openPage,
  saveScreenshot,
  viewportNames,
  type Page,
  type ViewportName,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import type { Credentials } from './support/users';

/** 000 §2: the thirteen tabs, in order, and the permission each needs; then Moderation (decision 015). */
const tabs = [
  ['content', 'Content', 'content'],
  ['categories', 'Categories', 'categories'],
  ['workflows', 'Workflows', 'workflows'],
  ['automation', 'AI Auto', 'automation'],
  ['psalms', 'Manual', 'generation'],
  ['import', 'Import', 'import'],
  ['seeder', 'Sample', 'seeder'],
  ['stats', 'Stats', 'stats'],
  ['subscriptions', 'Subs', 'subscriptions'],
  ['widgets', 'Widgets', 'widgets'],
  ['access-control', 'Access', 'content'],
  ['admin-management', 'Admins', 'admin_management'],
  ['settings', 'Settings', 'admin_management'],
  ['moderation', 'Moderation', 'moderation'],
] as const;

const allowed: Record<AdminRole, readonly string[]> = {
  super_admin: tabs.map(([, , permission]) => permission),
  admin: tabs
    .map(([, , permission]) => permission)
    .filter((permission) => permission !== 'admin_management'),
  moderator: ['content', 'categories', 'moderation'],
};

async function fillPortalSignIn(page: Page, person: Credentials) {
  await page.goto('/admin');
  await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
}

async function signInOnPortal(page: Page, person: Credentials) {
  await fillPortalSignIn(page, person);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function expectTabBody(
  page: Page,
  role: AdminRole,
  [id, label, permission]: (typeof tabs)[number],
) {
  await page.waitForURL((url) => url.pathname === `/admin/${id}`);
  await page.getByRole('tab', { name: label, selected: true }).waitFor();
  const panel = page.getByRole('tabpanel');
  if (allowed[role].includes(permission)) {
    await panel.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await panel.getByText('Access Restricted').count(), `${role} on ${id}`).toBe(0);
    if (id === 'access-control') {
      // Moderators read the free tier's settings; only subscriptions staff change them.
      const readOnly = role === 'moderator';
      const limit = panel.getByLabel('Daily content limit');
      await limit.waitFor();
      expect(await limit.isDisabled(), `${role} on ${id}`).toBe(readOnly);
      const note = panel.getByText(
        'Only administrators who manage subscriptions can change these settings.',
      );
      expect(await note.count(), `${role} on ${id}`).toBe(readOnly ? 1 : 0);
      if (readOnly) {
        const width = page.viewportSize()?.width ?? 0;
        await expectAccessible(page, `read-only Access tab at ${width} px`);
        await saveScreenshot(page, `admin-access-read-only-${width}`);
      }
    }
  } else {
    await panel.getByRole('heading', { name: 'Access Restricted' }).waitFor();
    await panel.getByText("You don't have permission to access this section.").waitFor();
    if (id === 'admin-management') {
      await panel
        .getByText('Only Super Administrators can manage admin roles and permissions.')
        .waitFor();
    }
    if (id === 'settings')
      await panel.getByText('Only Super Administrators can access admin settings.').waitFor();
  }
}

describe.each(viewportNames)('at %s width', (viewport: ViewportName) => {
  test.for([
    ['super admin', 'super_admin'],
    ['admin', 'admin'],
    ['moderator', 'moderator'],
  ] as const)(
    'the %s signs in and sees all fourteen tabs, each behind its permission',
    async ([, role], { browser, superAdmin, admin, moderator }) => {
      const staff: Record<AdminRole, Credentials> = { super_admin: superAdmin, admin, moderator };
      const person = staff[role];
      const { page } = await openPage(browser, viewport);
      await signInOnPortal(page, person);
      await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
      await page.getByText('Manage content, categories and settings').waitFor();

      const names = (await page.getByRole('tab').allInnerTexts()).map((name) => name.trim());
      expect(names).toEqual(tabs.map(([, label]) => label));

      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab[1], exact: true }).click();
        await expectTabBody(page, role, tab);
      }
      await expectAccessible(page, `${role} on the last tab`);

      // A URL per tab: reloading keeps the tab; Admin Settings opens the settings tab.
      await page.goto('/admin/stats');
      await expectTabBody(page, role, tabs[7]);
      await page.getByRole('button', { name: 'Admin Settings' }).click();
      await expectTabBody(page, role, tabs[12]);
      await expectAccessible(page, `${role} on settings`);
    },
  );

  test('the Admin menu shows the email and Global Logout (All Sessions) returns to the portal sign-in', async ({
    browser,
    admin,
  }) => {
    const person = admin;
    const { page } = await openPage(browser, viewport);
    await signInOnPortal(page, person);
    await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
    await page.goto('/admin/categories');
    await page.getByRole('button', { name: 'Admin menu' }).click();
    const menu = page.getByRole('menu');
    await menu.getByText(person.email).waitFor();
    await expectAccessible(page, 'admin menu open');
    await menu.getByRole('menuitem', { name: 'Global Logout (All Sessions)' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
    await expectText(page, 'Signed out');
  });

  test('the Global Logout button ends the session and shows the portal sign-in at /admin', async ({
    browser,
    moderator,
  }) => {
    const { page } = await openPage(browser, viewport);
    await signInOnPortal(page, moderator);
    await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
    await page.getByRole('button', { name: 'Global Logout' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
    await page.goto('/admin/content');
    await expectPage(page, { path: '/admin/content', heading: 'Admin Portal' });
  });

  test('an ordinary user is verified, then sees the access-denied view with a way back to the app', async ({
    browser,
    member,
  }) => {
    const ordinary = member;
    const { page } = await openPage(browser, viewport);
    await page.goto('/admin');
    await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
    await fillPortalSignIn(page, ordinary);
    // Hold /api/me back so the moment between the accepted password and the role check can be
    // seen; it is let through once the test has looked at it.
    let answerMe!: () => void;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    await page.route('**/api/me', async (route) => {
      await meAnswered;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, `Verifying admin access for ${ordinary.email}`);
    await expectAccessible(page, 'verifying admin access');
    answerMe();
    await page.unrouteAll({ behavior: 'wait' });
    await expectPage(page, { path: '/admin', heading: 'No access to the admin portal' });
    await page.getByText(ordinary.email, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Go to the app' }).click();
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
  });

  test('the portal sign-in requires both fields and shows the server message for a wrong password', async ({
    browser,
    admin,
  }) => {
    const { page } = await openPage(browser, viewport);
    await page.goto('/admin');
    await expectPage(page, { path: '/admin', heading: 'Admin Portal' });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(page, 'Email is required');
    await expectText(page, 'Password is required');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    allowHttpError(page, /\/api\/auth\/sign-in\/email$/, 401);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await expectAccessible(page, 'portal sign-in with an error');
  });
});
