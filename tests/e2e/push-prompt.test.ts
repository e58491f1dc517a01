import {
  expectAccessible,
  expectPage,
  expectText,
  saveScreenshot,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

/**
 * The reminder prompt (001 §9, decisions 020 and 146): asked once it means something (a saved
 * journal entry, a completed workflow session), not on opening a page; "Not now" is remembered on
 * the device for four weeks; it never sits over a dialog. When turning notifications on fails, the
 * toast says why and what to do.
 */

const promptTitle = 'Stay on track with reminders';
const askedKey = 'psalmlight.pushPromptAskedAt';
const day = 24 * 60 * 60 * 1000;

/** Writes a journal entry through the New Entry dialog and waits until it is saved and closed. */
async function saveJournalEntry(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Thank you for this quiet morning.');
  await dialog.getByRole('button', { name: 'Create Entry' }).click();
  await expectText(page, 'Journal entry created successfully!');
  await dialog.waitFor({ state: 'detached' });
}

async function openJournal(page: Page) {
  await page.goto('/journal');
  await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
}

const prompt = (page: Page) => page.getByText(promptTitle, { exact: true });

describe('the reminder prompt on a phone', () => {
  test('does not come on opening pages, even with permission undecided', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone', { notificationsUndecided: true });
    await page.clock.install();
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Peace be with you/ }).waitFor();
    await page.clock.runFor(15_000);
    // A prompt would load its code now: let the network settle before looking.
    await page.clock.resume();
    await page.waitForLoadState('networkidle');
    expect(await prompt(page).count()).toBe(0);
  });

  test('comes after a saved journal entry, steps aside for a dialog, and Not now holds it back for four weeks', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember, 'phone', { notificationsUndecided: true });
    await page.clock.install();
    await openJournal(page);
    await saveJournalEntry(page, 'First light');
    await prompt(page).waitFor();
    expect(await page.getByRole('button', { name: 'Enable' }).count()).toBe(1);
    await expectAccessible(page, 'reminder prompt');
    await saveScreenshot(page, 'push-prompt-390');

    // A dialog opens: the prompt leaves rather than cover it, and returns once it is closed.
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    await dialog.waitFor();
    await prompt(page).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await prompt(page).waitFor();

    await page.getByRole('button', { name: 'Not now' }).click();
    await prompt(page).waitFor({ state: 'detached' });
    const askedAt = Number(await page.evaluate((key) => localStorage.getItem(key), askedKey));
    expect(askedAt).toBeGreaterThan(0);

    // Not again on the next entry, nor on the next opening.
    await saveJournalEntry(page, 'Second light');
    await page.clock.runFor(15_000);
    await page.reload();
    await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
    await page.clock.runFor(15_000);
    await page.clock.resume();
    await page.waitForLoadState('networkidle');
    expect(await prompt(page).count()).toBe(0);

    // Four weeks on, the next saved entry asks again.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [askedKey, String(askedAt - 29 * day)],
    );
    await saveJournalEntry(page, 'A month of mornings');
    await prompt(page).waitFor();
  });
});

describe('turning notifications on from the prompt, when the browser refuses', () => {
  test('permission denied: the toast says they are blocked and where to allow them', async ({
    pageAs,
    premiumMember,
  }) => {
    // Headless Chromium answers the permission question with "denied".
    const { page } = await pageAs(premiumMember, 'phone', { notificationsUndecided: true });
    await openJournal(page);
    await saveJournalEntry(page, 'Evening prayer');
    await prompt(page).waitFor();
    await page.getByRole('button', { name: 'Enable' }).click();
    await expectText(page, 'Notifications could not be turned on on this device.');
    await expectText(
      page,
      "Notifications are blocked for this site. Allow them in your browser's site settings (the icon beside the address), then turn them on in Account Settings.",
    );
    await expectAccessible(page, 'push failure: denied');
  });

  test('no service worker: the toast says the background service is not running and what to do', async ({
    pageAs,
    premiumMember,
  }) => {
    // Service workers are blocked in this context (support/browser.ts); permission is then given.
    const { page, context } = await pageAs(premiumMember, 'phone', {
      notificationsUndecided: true,
    });
    await openJournal(page);
    await saveJournalEntry(page, 'Night prayer');
    await prompt(page).waitFor();
    await context.grantPermissions(['notifications']);
    await page.getByRole('button', { name: 'Enable' }).click();
    await expectText(page, 'Notifications could not be turned on on this device.');
    await expectText(
      page,
      "The app's background service isn't running in this browser, so it can't deliver notifications. Reload the page and try again; if it keeps happening, leave private browsing or allow site data for Psalmlight.",
    );
  });
});

describe('turning notifications on in Account Settings, when the browser refuses', () => {
  test('no service worker: the switch answers with the reason instead of waiting for good', async ({
    pageAs,
    member,
  }) => {
    // Permission granted, service workers blocked (support/browser.ts).
    const { page } = await pageAs(member, 'desktop');
    await page.goto('/account');
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    const toggle = page.getByRole('switch', { name: 'Notifications on this device' });
    await expect.poll(() => toggle.isEnabled(), { timeout: 10_000 }).toBe(true);
    await toggle.click();
    await expectText(page, 'Notifications could not be turned on on this device.');
    await expectText(page, /^The app's background service isn't running in this browser/);
  });
});
