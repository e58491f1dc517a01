import fs from 'node:fs';
import { inject } from 'vitest';
import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  openPage,
  saveScreenshot,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser, grantPremium, signedInApi } from './support/users';

// Account Settings (decision 137), Download My Data (decision 045) and Delete my account
// (decision 019) in the browser.

async function goToAccount(page: Page) {
  await page.goto('/account');
  await expectPage(page, { path: '/account', heading: 'Account Settings' });
  await page.getByRole('button', { name: 'Save changes' }).waitFor();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('a member on /account', () => {
  test('edits the profile and preferences, downloads their data, deletes the account', async ({
    pageAs,
    browser,
  }) => {
    const person = await createUser('leaving');
    await grantPremium(person.email);
    const api = await signedInApi(person);
    await api.post('/api/journal', {
      title: 'Psalm by the harbour',
      content: 'Thank you for the fishermen coming home safe tonight',
    });

    const { page } = await pageAs(person);
    await goToAccount(page);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(person.email);
    expect(
      await page.getByRole('textbox', { name: 'Email' }).getAttribute('readonly'),
    ).not.toBeNull();
    expect(await page.getByRole('switch', { name: 'Daily reminders' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Email updates' }).isChecked()).toBe(false);

    // The theme shows the moment it is picked, before Save.
    expect(await isDark(page)).toBe(false);
    await choose(page, 'Theme', 'Dark');
    await expect.poll(() => isDark(page)).toBe(true);

    await page.getByRole('textbox', { name: 'Full Name' }).fill('Hannah Lighthouse');
    await choose(page, 'Denomination', 'Orthodox');
    await choose(page, 'Prayer focus', 'Peace');
    await page.getByRole('switch', { name: 'Email updates' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectText(page, 'Profile updated');
    await expectText(page, 'Your account settings have been saved successfully.');
    await expect
      .poll(() => page.getByRole('button', { name: 'Save changes' }).isDisabled())
      .toBe(true);
    await expectAccessible(page, 'account (dark, saved)');
    await saveScreenshot(page, 'account-1280');

    // Saved on the server: a reload shows it.
    await page.reload();
    await page.getByRole('textbox', { name: 'Full Name' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe(
      'Hannah Lighthouse',
    );
    expect(await page.getByRole('switch', { name: 'Email updates' }).isChecked()).toBe(true);

    // A name too long (past the field's own limit) is refused with the field's message.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[autocomplete="name"]')!;
      input.removeAttribute('maxlength');
    });
    await page.getByRole('textbox', { name: 'Full Name' }).fill('y'.repeat(150));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectText(page, 'Use 100 characters or fewer');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Hannah Lighthouse');

    // Download My Data: a file with the journal entry in it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^psalmlight-data-\d{4}-\d{2}-\d{2}\.json$/);
    // Said once the file is in the downloads; "will be ready shortly" is not left behind.
    await expectText(page, 'Data downloaded');
    await expectText(page, `Saved as ${download.suggestedFilename()} in your downloads.`);
    expect(await page.getByText('Your data export will be ready shortly.').count()).toBe(0);
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(file.journalEntries).toEqual([
      expect.objectContaining({
        title: 'Psalm by the harbour',
        content: 'Thank you for the fishermen coming home safe tonight',
      }),
    ]);
    expect(file.profile[0]).toMatchObject({ fullName: 'Hannah Lighthouse', theme: 'dark' });

    // Delete my account: the dialog says what goes; a wrong password keeps everything.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByText('your prayer journal').waitFor();
    await expectAccessible(page, 'delete account dialog');
    allowHttpError(page, /\/api\/profile$/, 400);
    await dialog.getByLabel('Your password').fill('not the password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not correct.').waitFor();
    await dialog.getByLabel('Your password').fill(person.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectPage(page, { path: '/auth' });
    await expectText(page, 'Account deleted');

    // Signing in again is refused: the account is gone.
    const fresh = await openPage(browser, 'desktop');
    allowHttpError(fresh.page, /\/api\/auth\/sign-in\/email$/, 401);
    await fresh.page.goto('/auth');
    await fresh.page.getByLabel('Email').fill(person.email);
    await fresh.page.getByLabel('Password', { exact: true }).fill(person.password);
    await fresh.page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectText(fresh.page, 'Sign in failed');
    expect(new URL(fresh.page.url()).pathname).toBe('/auth');
    const gone = await fetch(`${inject('baseURL')}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: inject('baseURL') },
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(gone.status).toBe(401);
  });

  test('the page on a phone: every section in one column, accessible', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    await goToAccount(page);
    await page.getByRole('button', { name: 'Download My Data' }).waitFor();
    await expectAccessible(page, 'account at 390');
    await saveScreenshot(page, 'account-390');
  });
});
