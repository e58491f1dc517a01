import type { StatsReport } from '@contracts/stats';
import {
  allowHttpError,
  expectAccessible,
  saveScreenshot,
  viewportNames,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser, signedInApi } from './support/users';

// Staff management in the browser: granting and revoking a staff role (decision 041), the Stats
// chart (decision 042), the Widgets switches (decision 043). The lane's server is shared, so
// figures are compared with what its API reports.

async function revokeFrom(page: Page, email: string) {
  const row = page.getByTestId('staff-row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('They will no longer be able to access the admin panel.').waitFor();
  await dialog.getByRole('button', { name: 'Revoke role' }).click();
  await page.getByText(`Role revoked for ${email}`).waitFor();
  await row.waitFor({ state: 'detached' });
}

describe('admin management', () => {
  test('a super admin grants a moderator by email, the moderator opens the portal, a revoke refuses their next request', async ({
    superAdmin,
    pageAs,
  }) => {
    const person = await createUser('granted');
    const { page: boss } = await pageAs(superAdmin, 'desktop');
    await boss.goto('/admin/admin-management');
    await boss.getByRole('heading', { name: 'Administrator roles' }).waitFor();

    // A blank email is refused with the spec's text before anything is sent.
    await boss.getByRole('button', { name: 'Grant role' }).click();
    await boss.getByText('Please enter an email address').first().waitFor();

    await boss.getByLabel('Email address').fill(person.email);
    await boss.getByLabel('Role', { exact: true }).selectOption('moderator');
    await boss.getByRole('button', { name: 'Grant role' }).click();
    await boss.getByText(`Role granted to ${person.email}`).waitFor();
    const row = boss.getByTestId('staff-row').filter({ hasText: person.email });
    expect(await row.getByRole('combobox').inputValue()).toBe('moderator');
    await expectAccessible(boss, 'Admins tab');
    await saveScreenshot(boss, 'admin-management-1280');

    const { page: moderator } = await pageAs(person, 'desktop');
    await moderator.goto('/admin/content');
    await moderator.getByRole('tab', { name: 'Content', selected: true }).waitFor();
    await moderator.getByRole('tabpanel').getByRole('heading', { level: 2 }).first().waitFor();
    expect(await moderator.getByText('Access Restricted').count()).toBe(0);

    await revokeFrom(boss, person.email);

    // The next request is refused: the API at once, and the portal on its next load.
    const api = await signedInApi(person);
    expect((await api.request('GET', '/api/admin/access-settings')).status).toBe(403);
    allowHttpError(moderator, /\/api\//, 403);
    await moderator.reload();
    await moderator.getByText('No access to the admin portal').waitFor();
  });

  test('the Stats chart shows the 7 days the server counts, with today’s plays', async ({
    superAdmin,
    member,
    pageAs,
  }) => {
    const boss = await signedInApi(superAdmin);
    const category = await boss.post<{ id: string }>('/api/admin/categories', {
      name: `Stats ${Date.now()}`,
    });
    const item = await boss.post<{ id: string }>('/api/admin/content', {
      title: `Most played ${Date.now()}`,
      categoryId: category.id,
    });
    const listener = await signedInApi(member);
    for (let i = 0; i < 3; i++) await listener.post(`/api/content/${item.id}/progress`, {});

    const report = (await (await boss.request('GET', '/api/admin/stats')).json()) as StatsReport;
    expect(report.days).toHaveLength(7);
    expect(report.days.at(-1)!.plays).toBeGreaterThanOrEqual(3);

    for (const viewport of viewportNames) {
      const { page } = await pageAs(superAdmin, viewport);
      await page.goto('/admin/stats');
      const chart = page.getByTestId('plays-chart');
      await chart.waitFor();
      await chart.locator('.recharts-bar-rectangle').first().waitFor();
      for (const day of report.days) {
        await chart
          .getByText(`${day.date}: ${day.plays} Plays, ${day.workflowSessions} Workflow sessions`)
          .waitFor({ state: 'attached' });
        await chart.getByText(day.date.slice(8), { exact: true }).first().waitFor();
      }
      await page.getByTestId('top-content').waitFor();
      await expectAccessible(page, `Stats tab at ${viewport}`);
      await saveScreenshot(page, `admin-stats-${viewport}`);
    }
  });

  test('emergency disable greys the other widget controls and the widget endpoint answers 503', async ({
    superAdmin,
    pageAs,
  }) => {
    for (const viewport of viewportNames) {
      const { page } = await pageAs(superAdmin, viewport);
      await page.goto('/admin/widgets');
      const emergency = page.getByRole('switch', { name: 'Emergency disable' });
      const others = [
        page.getByRole('switch', { name: 'Automatic updates' }),
        page.getByRole('switch', { name: 'Audio in widgets' }),
        page.getByRole('button', { name: 'Force refresh' }),
      ];
      await emergency.waitFor();
      for (const control of others) expect(await control.isEnabled()).toBe(true);

      await emergency.click();
      await page.getByText('Widget settings saved').first().waitFor();
      for (const control of others) await expect.poll(() => control.isDisabled()).toBe(true);
      expect(await page.getByRole('switch', { name: 'Widgets enabled' }).isEnabled()).toBe(true);
      const answer = await fetch(new URL('/api/latest-content', page.url()));
      expect(answer.status).toBe(503);
      await expectAccessible(page, `Widgets tab at ${viewport}`);
      await saveScreenshot(page, `admin-widgets-emergency-${viewport}`);

      await emergency.click();
      for (const control of others) await expect.poll(() => control.isEnabled()).toBe(true);
      await page.close();
    }
  });

  test('Admin Settings: user records found by email and the audit log filtered by action', async ({
    superAdmin,
    member,
    pageAs,
  }) => {
    // A role change to find in the audit log.
    const boss = await signedInApi(superAdmin);
    const helper = await createUser('audited');
    await boss.post('/api/admin/admins', { email: helper.email, role: 'moderator' });
    for (const viewport of viewportNames) {
      const { page } = await pageAs(superAdmin, viewport);
      await page.goto('/admin/settings');
      await page.getByRole('heading', { name: 'Admin Settings' }).waitFor();
      await page.getByRole('heading', { name: 'Administrator roles' }).waitFor();

      await page.getByRole('tab', { name: 'User Records' }).click();
      await page.getByLabel('Search by email or name').fill(member.email.toUpperCase());
      const rows = page.getByRole('row');
      await rows.filter({ hasText: member.email }).waitFor();
      await expect.poll(() => rows.count()).toBe(2); // the header and the one member
      await expectAccessible(page, `User Records at ${viewport}`);
      await saveScreenshot(page, `admin-settings-records-${viewport}`);

      await page.getByRole('tab', { name: 'Audit Log' }).click();
      await page.getByLabel('Action').selectOption('role.grant');
      const log = page.getByTestId('audit-log');
      await log.getByText(helper.email).first().waitFor();
      await log.getByText(`by ${superAdmin.email}`).first().waitFor();
      // Actions read as words, not as their stored names.
      await log.getByText('Role granted').first().waitFor();
      const chosen = page.getByLabel('Action').locator('option:checked');
      await expect.poll(() => chosen.textContent()).toBe('Role granted');
      await expectAccessible(page, `Audit Log at ${viewport}`);
      await saveScreenshot(page, `admin-settings-audit-${viewport}`);
      await page.close();
    }
  });
});
