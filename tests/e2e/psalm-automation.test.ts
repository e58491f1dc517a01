import { addDays } from '@contracts/time';
import { expectAccessible, expectText, saveScreenshot, type Page } from './support/browser';
import { describe, expect, test } from './support/fixtures';

/** Goes to a portal tab and waits until it is the selected one. */
async function openPortalTab(page: Page, tabId: string, label: string): Promise<void> {
  await page.goto(`/admin/${tabId}`);
  await page.getByRole('tab', { name: label, selected: true }).waitFor();
}

const contentTypes = [
  'Daily Psalm',
  'Daily Prayer',
  'Daily Meditation',
  'Scripture Reflection',
  'Journal Prompt',
  'Weekly Workflow',
];

describe('the AI Auto tab', () => {
  test('a super admin saves a content type’s automation, and it is kept', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin);
    await openPortalTab(page, 'automation', 'AI Auto');
    for (const name of contentTypes)
      await page.getByRole('region', { name, exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Automation Logs' }).waitFor();
    await expectAccessible(page, 'AI Auto tab');

    const prayer = page.getByRole('region', { name: 'Daily Prayer', exact: true });
    expect(await prayer.getByText('Generation time (UTC)').count()).toBe(1);
    await prayer.getByLabel('Generation time (UTC)').fill('05:45');
    await prayer.getByLabel('Prompt template').fill('A short prayer for courage at work.');
    await prayer.getByRole('switch', { name: 'Audio narration' }).click();
    await prayer.getByRole('combobox', { name: 'Voice' }).click();
    await expectAccessible(page, 'voice list open');
    await page.getByRole('option', { name: 'Nova' }).click();
    await prayer.getByText('Unsaved changes').waitFor();
    await prayer.getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Automation settings saved');
    await prayer.getByText('Unsaved changes').waitFor({ state: 'hidden' });

    await page.reload();
    const again = page.getByRole('region', { name: 'Daily Prayer', exact: true });
    await again.getByLabel('Generation time (UTC)').waitFor();
    expect(await again.getByLabel('Generation time (UTC)').inputValue()).toBe('05:45');
    expect(await again.getByLabel('Prompt template').inputValue()).toBe(
      'A short prayer for courage at work.',
    );
    expect(
      await again.getByRole('switch', { name: 'Audio narration' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await again.getByRole('combobox', { name: 'Voice' }).innerText()).toBe('Nova');
  });

  test('a test run shows in the logs while it generates, then as completed with its execution time', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin);
    await openPortalTab(page, 'automation', 'AI Auto');
    const psalm = page.getByRole('region', { name: 'Daily Psalm', exact: true });
    await psalm.getByRole('button', { name: 'Test run' }).waitFor();
    const logs = page.getByTestId('automation-logs').or(page.getByText('No runs yet'));
    await logs.first().waitFor();

    // The daily psalm narrates (audio is on for it), so the run lasts long enough to be seen.
    await psalm.getByRole('button', { name: 'Test run' }).click();
    const list = page.getByTestId('automation-logs');
    const running = list
      .getByRole('listitem')
      .filter({ hasText: 'Daily Psalm' })
      .filter({ hasText: 'Generating' });
    await running.first().waitFor({ timeout: 10_000 });
    await saveScreenshot(page, 'psalm-automation-running-1280');
    await expectText(page, 'Test run completed', 90_000);
    const done = list
      .getByRole('listitem')
      .filter({ hasText: 'Daily Psalm' })
      .filter({ hasText: 'Test run' })
      .filter({ hasText: 'Completed' });
    await done.first().waitFor();
    expect(await done.first().innerText()).toMatch(/\d+(\.\d)? (ms|s)/);
    await expectAccessible(page, 'AI Auto tab after a test run');
    await saveScreenshot(page, 'psalm-automation-1280');
  });

  test('at phone width the tab fits', async ({ pageAs, superAdmin }) => {
    const { page } = await pageAs(superAdmin, 'phone');
    await openPortalTab(page, 'automation', 'AI Auto');
    await page.getByRole('region', { name: 'Weekly Workflow', exact: true }).waitFor();
    await page.getByTestId('automation-logs').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page, 'AI Auto tab at phone width');
    await saveScreenshot(page, 'psalm-automation-390');
  });
});

describe('psalm statistics in the Admins tab', () => {
  test('they count daily psalms and the cleanup removes those older than 30 days', async ({
    pageAs,
    apiAs,
    superAdmin,
  }) => {
    // A psalm from long ago, for the cleanup to remove.
    const staff = await apiAs(superAdmin);
    const old = {
      prompt: 'An old psalm',
      theme: 'gratitude',
      date: addDays(new Date().toISOString().slice(0, 10), -40),
    };
    const written = await staff.post<{ title: string; generatedPsalm: string }>(
      '/api/admin/psalms/generate',
      old,
    );
    await staff.post('/api/admin/psalms', { ...old, ...written, narrate: false });

    const { page } = await pageAs(superAdmin);
    await openPortalTab(page, 'admin-management', 'Admins');
    const stats = page.getByRole('region', { name: 'Psalm Statistics' });
    for (const label of ['Today', 'Last 7 days', 'Last 30 days'])
      await stats.getByText(label, { exact: true }).waitFor();
    const days = stats.getByTestId('psalm-daily-counts');
    await days.waitFor();
    expect(await days.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await days.getByRole('listitem').count()).toBeLessThanOrEqual(10);
    await expectAccessible(page, 'Admins tab');

    await stats.getByRole('button', { name: 'Run Cleanup' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete psalms older than 30 days?' });
    await confirm.waitFor();
    await expectAccessible(page, 'cleanup confirmation');
    await confirm.getByRole('button', { name: 'Delete old psalms' }).click();
    const result = stats.getByTestId('cleanup-result');
    await result.waitFor({ timeout: 15_000 });
    expect(await result.innerText()).toMatch(/^Deleted \d+ psalms? older than 30 days$/);
    await saveScreenshot(page, 'psalm-admins-stats-1280');
  });
});
