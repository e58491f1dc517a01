import type { Locator } from 'playwright-core';
import {
  allowHttpError,
  expectAccessible,
  expectFocused,
  expectPage,
  expectText,
  failOnce,
  saveScreenshot,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser, grantPremium } from './support/users';

// The prayer journal (decisions 018, 120) in the browser, for a premium member and a free one.

/** Goes to the journal and waits for its heading. */
async function goToJournal(page: Page) {
  await page.goto('/journal');
  await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
}

async function stat(page: Page, key: string): Promise<string> {
  return (await page.getByTestId(`journal-stat-${key}`).locator('dd').innerText()).trim();
}

async function expectStats(
  page: Page,
  expected: { totalEntries: number; thisWeek: number; answeredPrayers: number; streak: number },
) {
  await expect
    .poll(async () => ({
      totalEntries: Number(await stat(page, 'totalEntries')),
      thisWeek: Number(await stat(page, 'thisWeek')),
      answeredPrayers: Number(await stat(page, 'answeredPrayers')),
      streak: Number(await stat(page, 'streak')),
    }))
    .toEqual(expected);
}

async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

function entryCards(page: Page) {
  return page.getByTestId('journal-entry');
}

function card(page: Page, title: string) {
  return entryCards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

const longPrayer =
  'Lord, thank you for the morning light over the hills and for the quiet hour before the house wakes. ' +
  'Teach me to carry this stillness into every conversation today, and help my sister in her new work.';

describe('a premium member', () => {
  test('writes, finds, edits, reads, marks answered and deletes entries', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember);
    await goToJournal(page);

    // Nothing yet: the empty state with Create First Entry, and zero everywhere.
    await page.getByRole('heading', { name: 'No journal entries yet' }).waitFor();
    await page.getByRole('button', { name: 'Create First Entry' }).waitFor();
    await expectStats(page, { totalEntries: 0, thisWeek: 0, answeredPrayers: 0, streak: 0 });

    // The New entry dialog exactly as specified.
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Create Entry' });
    expect(await submit.isDisabled()).toBe(true);
    for (const label of ['Title *', 'Content *', 'Scripture Reference', 'Tags']) {
      await expect.poll(() => dialog.getByText(label, { exact: true }).count()).toBe(1);
    }
    expect(await dialog.getByRole('switch', { name: 'Keep this entry private' }).isChecked()).toBe(
      true,
    );
    await expectAccessible(page, 'new entry dialog');

    // Blank text is refused with the spec's message.
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByLabel('Content').fill('  ');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await dialog.getByRole('alert').getByText('Please fill in the title and content').waitFor();

    await dialog.getByLabel('Title').fill('Morning light');
    await dialog.getByLabel('Content').fill(longPrayer);
    await choose(page, dialog, 'Category', /^Prayer$/);
    await choose(page, dialog, 'Mood', /Grateful/);
    await dialog.getByLabel('Scripture Reference').fill('Psalm 5:3');
    // Tags: Enter or Add, trimmed, no duplicates, removable.
    const tagBox = dialog.getByLabel('Tags');
    await tagBox.fill(' hope ');
    await tagBox.press('Enter');
    await tagBox.fill('family');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await tagBox.fill('hope');
    await tagBox.press('Enter');
    await tagBox.fill('typo');
    await tagBox.press('Enter');
    await dialog.getByRole('button', { name: 'Remove tag typo' }).click();
    expect(await dialog.getByRole('button', { name: /^Remove tag / }).count()).toBe(2);
    // A tag typed but not added is kept when the person goes straight to Create Entry.
    await tagBox.fill('dawn');
    await expectAccessible(page, 'new entry dialog filled');
    await saveScreenshot(page, 'journal-desktop-dialog');
    await submit.click();
    await expectText(page, 'Journal entry created successfully!');
    await dialog.waitFor({ state: 'detached' });

    // The entry in the list, and in the stats.
    const morning = card(page, 'Morning light');
    await morning.waitFor();
    await morning.getByRole('img', { name: 'Mood: Grateful' }).waitFor();
    expect(await morning.locator('time').innerText()).toBe('Today');
    await morning.getByText('Psalm 5:3').waitFor();
    const preview = await morning.locator('p').first().innerText();
    expect(preview).toBe(`${longPrayer.slice(0, 150)}...`);
    for (const badge of ['Prayer', 'Grateful', '#hope', '#family', '#dawn', 'Private']) {
      await morning.getByText(badge, { exact: true }).waitFor();
    }
    expect(await morning.getByText('#typo').count()).toBe(0);
    await expectStats(page, { totalEntries: 1, thisWeek: 1, answeredPrayers: 0, streak: 1 });

    // Edit opens the entry in the dialog and saves it.
    await morning.getByRole('button', { name: 'Edit “Morning light”' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Journal Entry' });
    expect(await edit.getByLabel('Title').inputValue()).toBe('Morning light');
    expect(await edit.getByLabel('Content').inputValue()).toBe(longPrayer);
    await edit.getByLabel('Title').fill('Morning light on the hills');
    await edit.getByRole('button', { name: 'Remove tag family' }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectText(page, 'Journal entry updated successfully');
    await edit.waitFor({ state: 'detached' });
    const edited = card(page, 'Morning light on the hills');
    await edited.waitFor();
    await expect.poll(() => edited.getByText('#family').count()).toBe(0);
    // The dialog was opened from the card's Edit button (not a dialog trigger): focus is back there.
    await expectFocused(edited.getByRole('button', { name: 'Edit “Morning light on the hills”' }));

    // Read full entry: the whole text, then Mark as answered with a note.
    await edited.getByRole('button', { name: 'Read full entry' }).click();
    const full = page.getByRole('dialog', { name: /Morning light on the hills/ });
    await full.waitFor();
    expect(await full.getByTestId('journal-entry-content').innerText()).toBe(longPrayer);
    await expectAccessible(page, 'full entry');
    await full.getByLabel('How was it answered? (optional)').fill('She starts on Monday.');
    await full.getByRole('button', { name: 'Mark as answered' }).click();
    await expectText(page, 'Prayer marked as answered');
    await full.getByText(/^Answered on /).waitFor();
    await full.getByText('She starts on Monday.').waitFor();
    // The mark can be taken back, and given again.
    await full.getByRole('button', { name: 'Unmark as answered' }).click();
    await expectText(page, 'Prayer no longer marked as answered');
    await full.getByRole('button', { name: 'Mark as answered' }).click();
    await full.getByText(/^Answered on /).waitFor();
    await full.getByRole('button', { name: 'Unmark as answered' }).waitFor();
    await saveScreenshot(page, 'journal-desktop-full-entry');
    await full.getByRole('button', { name: 'Close', exact: true }).last().click();
    await full.waitFor({ state: 'detached' });
    await expectFocused(edited.getByRole('button', { name: 'Read full entry' }));
    await edited.getByText('Answered', { exact: true }).waitFor();
    await expectStats(page, { totalEntries: 1, thisWeek: 1, answeredPrayers: 1, streak: 1 });

    // Quick Entry opens the dialog with its category.
    const gratitude = page.getByRole('complementary').getByRole('button', { name: 'Gratitude' });
    await gratitude.click();
    const quick = page.getByRole('dialog', { name: 'New Journal Entry' });
    expect(await quick.getByRole('combobox', { name: 'Category' }).innerText()).toContain(
      'Gratitude',
    );
    await quick.getByLabel('Title').fill('Small mercies');
    await quick.getByLabel('Content').fill('A kind word from a stranger at the bus stop.');
    await choose(page, quick, 'Mood', /Joyful/);
    // A failed save is said in the dialog too (the toast is behind it, out of reach); then a retry.
    await failOnce(page, /\/api\/journal$/, 'POST');
    await quick.getByRole('button', { name: 'Create Entry' }).click();
    const failure = quick.getByRole('alert');
    await failure.getByText('Failed to create journal entry').waitFor();
    await failure.getByText('Please try again.').waitFor();
    await expectAccessible(page, 'new entry dialog after a failed save');
    await saveScreenshot(page, 'journal-desktop-create-failed');
    await quick.getByRole('button', { name: 'Create Entry' }).click();
    await expectText(page, 'Journal entry created successfully!');
    await quick.waitFor({ state: 'detached' });
    await expectFocused(gratitude);
    await card(page, 'Small mercies').waitFor();
    await expectStats(page, { totalEntries: 2, thisWeek: 2, answeredPrayers: 1, streak: 1 });

    // Search (title or content, any case) and filters.
    const search = page.getByRole('searchbox', { name: 'Search entries' });
    await search.fill('STRANGER');
    await expect.poll(() => entryCards(page).count()).toBe(1);
    await card(page, 'Small mercies').waitFor();
    await search.fill('');
    await expect.poll(() => entryCards(page).count()).toBe(2);

    await page.getByRole('button', { name: /Filter by Category/ }).click();
    await choose(page, page.getByRole('main'), 'Category', /^Prayer$/);
    await expect.poll(() => entryCards(page).count()).toBe(1);
    await card(page, 'Morning light on the hills').waitFor();
    await page
      .getByRole('button', { name: /Filter by Category/ })
      .getByText('1 active')
      .waitFor();
    await expectAccessible(page, 'journal filtered by category');
    await choose(page, page.getByRole('main'), 'Mood', /Joyful/);
    await page.getByRole('heading', { name: 'No entries match your search' }).waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => entryCards(page).count()).toBe(2);

    // The sidebar's mood buttons filter too.
    const joyful = page.getByRole('complementary').getByRole('button', { name: 'Joyful' });
    await joyful.click();
    expect(await joyful.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => entryCards(page).count()).toBe(1);
    await card(page, 'Small mercies').waitFor();
    await joyful.click();
    await expect.poll(() => entryCards(page).count()).toBe(2);
    await saveScreenshot(page, 'journal-desktop');

    // Delete after the spec's confirmation.
    await card(page, 'Small mercies')
      .getByRole('button', { name: 'Delete “Small mercies”' })
      .click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText('Are you sure you want to delete “Small mercies”? This action cannot be undone.')
      .waitFor();
    await expectAccessible(page, 'delete confirmation');
    await saveScreenshot(page, 'journal-desktop-delete');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectText(page, 'Journal entry deleted successfully');
    await expect.poll(() => card(page, 'Small mercies').count()).toBe(0);
    await expectStats(page, { totalEntries: 1, thisWeek: 1, answeredPrayers: 1, streak: 1 });
  });

  test('pages through many entries with Load More, on a phone', async ({ pageAs, apiAs }) => {
    // A journal of its own: the count of entries is the point.
    const person = await createUser('chronicler');
    await grantPremium(person.email);
    const api = await apiAs(person);
    const timeZone = 'UTC';
    for (let index = 1; index <= 21; index += 1) {
      await api.post('/api/journal', {
        title: `Day ${index} of the retreat`,
        content: `Notes from day ${index}: silence, psalms at dawn, and a long walk by the lake.`,
        category: index % 3 === 0 ? 'gratitude' : 'reflection',
        mood: index % 2 === 0 ? 'peaceful' : 'contemplative',
        tags: index === 21 ? ['retreat', 'silence'] : ['retreat'],
        scripture: index === 21 ? 'Psalm 46:10' : undefined,
        timeZone,
      });
    }
    const { page } = await pageAs(person, 'phone');
    await goToJournal(page);
    await card(page, 'Day 21 of the retreat').waitFor();
    await expect.poll(() => entryCards(page).count()).toBe(20);
    await saveScreenshot(page, 'journal-phone');
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => entryCards(page).count()).toBe(21);
    await card(page, 'Day 1 of the retreat').waitFor();
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await page.getByText('1 Peter 5:7').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'journal-phone-sidebar');

    // The dark theme (following the system) keeps every text readable.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, 'journal in the dark theme');
    await saveScreenshot(page, 'journal-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // The dialog fits the phone.
    await page.getByRole('button', { name: 'New Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
    await dialog.waitFor();
    await expectAccessible(page, 'new entry dialog on a phone');
    await saveScreenshot(page, 'journal-phone-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  test('whose session ends sees "Please log in." and can sign in again', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page, context } = await pageAs(premiumMember);
    await goToJournal(page);
    await page.getByRole('searchbox', { name: 'Search entries' }).waitFor();
    await context.clearCookies();
    allowHttpError(page, /\/api\/journal/, 401);
    await page.getByRole('searchbox', { name: 'Search entries' }).fill('light');
    await page.getByRole('heading', { name: 'Please log in.' }).waitFor();
    await expectAccessible(page, 'journal after the session ended');
    await saveScreenshot(page, 'journal-please-log-in');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });
});

describe('a free member', () => {
  test('sees the journal without a new-entry button, and the upgrade card instead of Quick Entry', async ({
    pageAs,
    member,
  }) => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await pageAs(member, viewport);
      await goToJournal(page);
      await page.getByRole('heading', { name: 'No journal entries yet' }).waitFor();
      await page.getByRole('heading', { name: 'Upgrade to Premium' }).waitFor();
      expect(await page.getByRole('button', { name: 'New Entry' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Create First Entry' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Quick Entry' }).count()).toBe(0);
      // The rest of the sidebar is there for everyone.
      await page.getByRole('heading', { name: 'Spiritual Mood' }).waitFor();
      await page.getByRole('heading', { name: 'Prayer Prompts' }).waitFor();
      await page.getByText('1 Peter 5:7').waitFor();
      await expectStats(page, { totalEntries: 0, thisWeek: 0, answeredPrayers: 0, streak: 0 });
      await saveScreenshot(page, `journal-free-${viewport}`);
    }
  });
});
