import fs from 'node:fs';
import path from 'node:path';
import { expectAccessible, expectPage, saveScreenshot } from './support/browser';
import { repoRoot } from './support/server';
import { describe, expect, test } from './support/fixtures';
import { createUser, signedInApi } from './support/users';

// Account Settings → Your Reminder Times in the browser: adding a time from the keyboard stores it
// on the server; the section at a desktop and a phone width.

function screenshotPath(name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR || path.join(repoRoot, 'test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

describe('a member choosing reminder times', () => {
  test('adds a time from the keyboard, sees it listed and stored, at both widths', async ({
    pageAs,
  }) => {
    const person = await createUser('reminder-times');
    const api = await signedInApi(person);
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await pageAs(person, viewport);
      await page.goto('/account');
      await expectPage(page, { path: '/account', heading: 'Account Settings' });
      // The card around the section's title and its Add button.
      const section = page
        .locator('div.rounded-xl')
        .filter({ has: page.getByRole('button', { name: 'Add reminder' }) });
      const time = viewport === 'desktop' ? '07:30' : '07:45';
      const picker = page.getByRole('combobox', { name: 'Time' });
      await picker.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: time, exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Add reminder' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `Remove the reminder at ${time}` }).waitFor();
      await expectAccessible(page, `reminder times (${viewport})`);
      await saveScreenshot(page, `reminder-times-${viewport}`);
      await section.screenshot({ path: screenshotPath(`reminder-times-section-${viewport}`) });
    }
    const stored = (await (
      await api.request('GET', '/api/notifications/reminder-times')
    ).json()) as {
      times: string[];
    };
    expect(stored.times).toEqual(['07:30', '07:45']);
  });
});
