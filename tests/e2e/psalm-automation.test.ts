import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { addDays } from '../../src/contracts/time';
import { ApiSession } from './support/api';
import {
  expectAccessible,
  expectText,
  launchBrowser,
  openPage,
  saveScreenshot,
  type Browser,
  type ViewportName,
} from './support/browser';
import { signInContext } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPortalTab(viewport: ViewportName, tabId: string, label: string) {
  const { page, context } = await openPage(browser, viewport);
  const { email, password } = inject('superAdmin');
  await signInContext(context, email, password);
  await page.goto(`/admin/${tabId}`);
  await page.getByRole('tab', { name: label, selected: true }).waitFor();
  return page;
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
  test('a super admin saves a content type’s automation, and it is kept', async () => {
    const page = await openPortalTab('desktop', 'automation', 'AI Auto');
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

  test('a test run shows in the logs while it generates, then as completed with its execution time', async () => {
    const page = await openPortalTab('desktop', 'automation', 'AI Auto');
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

  test('at phone width the tab fits', async () => {
    const page = await openPortalTab('phone', 'automation', 'AI Auto');
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
  test('they count daily psalms and the cleanup removes those older than 30 days', async () => {
    // A psalm from long ago, for the cleanup to remove.
    const staff = new ApiSession(inject('baseURL'));
    const { email, password } = inject('superAdmin');
    await staff.post('/api/auth/sign-in/email', { email, password });
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

    const page = await openPortalTab('desktop', 'admin-management', 'Admins');
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
