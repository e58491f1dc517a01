import {
  expectAccessible,
  expectPage,
  expectText,
  saveScreenshot,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser } from './support/users';

// Unsaved changes (decision 135): nothing typed is lost silently, and the rough edges (Global Logout asks,
// the admin tab row, toasts clear of headings, the journal dialog's footer on a phone).

async function openNewEntry(page: Page) {
  await page.goto('/journal');
  await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
  await page.getByRole('button', { name: 'New Entry' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Entry' });
  await dialog.waitFor();
  return dialog;
}

/** Two boxes overlap (a toast over a heading). */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('the journal entry dialog', () => {
  test('at 390 × 844 Create Entry is in view with the dialog at its top, and Escape with text asks first', async ({
    pageAs,
    premiumMember,
  }) => {
    const { page } = await pageAs(premiumMember, 'phone');
    let dialog = await openNewEntry(page);

    // Pristine: Escape closes at once, nothing is asked.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    dialog = await openNewEntry(page);
    // The dialog is scrolled to its top (the title field is in view) and the submit button too.
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    const submit = dialog.getByRole('button', { name: 'Create Entry' });
    const box = await submit.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    const titleBox = await dialog.getByRole('textbox', { name: 'Title' }).boundingBox();
    expect(titleBox!.y).toBeLessThan(box!.y);
    // Scrolling the fields does not take the footer away.
    await dialog.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const after = await submit.boundingBox();
    expect(after!.y + after!.height).toBeLessThanOrEqual(844);
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await saveScreenshot(page, 'journal-dialog-phone');

    await dialog.getByRole('textbox', { name: 'Title' }).fill('Morning gratitude');
    await dialog.getByRole('textbox', { name: 'Content' }).fill('For the light over the hills.');

    // Escape with text: asked, and Keep editing keeps every word.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.waitFor();
    await expectAccessible(page, 'discard question over the journal dialog');
    await saveScreenshot(page, 'journal-discard-question-phone');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Morning gratitude',
    );
    expect(await dialog.getByRole('textbox', { name: 'Content' }).inputValue()).toBe(
      'For the light over the hills.',
    );

    // Cancel asks too; Discard closes, and the next New Entry starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    dialog = await openNewEntry(page);
    expect(await dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('');
  });

  test('at 1280 the dialog and its question look right', async ({ pageAs, premiumMember }) => {
    const { page } = await pageAs(premiumMember);
    const dialog = await openNewEntry(page);
    await saveScreenshot(page, 'journal-dialog-desktop');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Evening');
    // The dialog's close button asks as well.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.waitFor();
    await saveScreenshot(page, 'journal-discard-question-desktop');
    await question.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('Global Logout', () => {
  test('asks first (every device), then signs out with "Signed out", the toast clear of the heading', async ({
    pageAs,
  }) => {
    const person = await createUser('leaver');
    const { page } = await pageAs(person);
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });

    await page.getByTestId('side-nav').getByRole('button', { name: 'Global Logout' }).click();
    const question = page.getByRole('alertdialog', { name: 'Sign out on every device?' });
    await question.getByText('signs you out everywhere', { exact: false }).waitFor();
    await expectAccessible(page, 'Global Logout confirmation');
    await saveScreenshot(page, 'global-logout-confirm-desktop');

    // Cancel: still signed in.
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await page.reload();
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });

    await page.getByTestId('side-nav').getByRole('button', { name: 'Global Logout' }).click();
    await question.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
    await expectText(page, 'Signed out');
    const toast = await page.locator('[data-sonner-toast]').first().boundingBox();
    const heading = await page.getByRole('heading', { level: 1, name: 'Welcome' }).boundingBox();
    expect(overlaps(toast!, heading!)).toBe(false);
    await saveScreenshot(page, 'signed-out-toast-desktop');

    // Every session ended: the dashboard sends the person to sign in.
    await page.goto('/dashboard');
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
  });

  test('on a phone it is on the Account page, not in the top bar', async ({ pageAs }) => {
    const person = await createUser('phone-leaver');
    const { page } = await pageAs(person, 'phone');
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    expect(await page.getByRole('button', { name: 'Global Logout' }).count()).toBe(0);

    await page.getByTestId('bottom-bar').getByRole('link', { name: 'Account' }).click();
    await expectPage(page, { path: '/account', heading: 'Account Settings' });
    await saveScreenshot(page, 'account-phone');
    await page.getByRole('button', { name: 'Global Logout' }).click();
    const question = page.getByRole('alertdialog', { name: 'Sign out on every device?' });
    await expectAccessible(page, 'Global Logout confirmation on a phone');
    await saveScreenshot(page, 'global-logout-confirm-phone');
    await question.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectPage(page, { path: '/auth', heading: 'Welcome' });
    await expectText(page, 'Signed out');
    const toast = await page.locator('[data-sonner-toast]').first().boundingBox();
    const heading = await page.getByRole('heading', { level: 1, name: 'Welcome' }).boundingBox();
    expect(overlaps(toast!, heading!)).toBe(false);
    await saveScreenshot(page, 'signed-out-toast-phone');
  });
});

describe('the admin portal', () => {
  test('the tab bar is one row at 1280 px, with the open tab in view', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin);
    await page.goto('/admin/settings');
    await expectPage(page, { path: '/admin/settings', heading: 'Administrative Panel' });
    const tabs = page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    const tops = await tabs.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLElement).offsetTop),
    );
    expect(tops.length).toBe(14);
    expect(new Set(tops).size).toBe(1);
    // Fourteen tabs are wider than 1280 px: the row scrolls sideways ("scroll or group")
    // instead of wrapping, and the open tab (the last, Settings, here) is scrolled into view.
    const tabRow = page.getByTestId('admin-tab-row');
    expect(await tabRow.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    const row = await page.getByTestId('admin-tab-row').boundingBox();
    const active = await tabRow.getByRole('tab', { selected: true }).boundingBox();
    expect(active!.x).toBeGreaterThanOrEqual(row!.x);
    expect(active!.x + active!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
    await saveScreenshot(page, 'admin-tabs-desktop');
  });

  test('the tab bar scrolls on a phone', async ({ pageAs, superAdmin }) => {
    const { page } = await pageAs(superAdmin, 'phone');
    await page.goto('/admin/import');
    await expectPage(page, { path: '/admin/import', heading: 'Administrative Panel' });
    const tops = await page
      .getByRole('tablist', { name: 'Admin sections' })
      .getByRole('tab')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLElement).offsetTop));
    expect(new Set(tops).size).toBe(1);
    // The open tab was scrolled into view in the sideways row.
    const row = await page.getByTestId('admin-tab-row').boundingBox();
    const active = await page.getByRole('tab', { selected: true }).boundingBox();
    expect(active!.x).toBeGreaterThanOrEqual(row!.x);
    expect(active!.x + active!.width).toBeLessThanOrEqual(row!.x + row!.width + 1);
    await saveScreenshot(page, 'admin-tabs-phone');
  });

  test('the Manual tab keeps a generated, unsaved psalm across a reload until it is discarded', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin);
    await page.goto('/admin/psalms');
    await expectPage(page, { path: '/admin/psalms', heading: 'Administrative Panel' });
    await page.getByRole('textbox', { name: /prompt/i }).fill('Courage for a hard conversation');
    await page.getByRole('button', { name: 'Generate Psalm' }).click();
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.waitFor({ timeout: 20_000 });
    await title.fill('A Psalm for Brave Words');

    await page.reload();
    await expectPage(page, { path: '/admin/psalms', heading: 'Administrative Panel' });
    await page.getByText('Restored the psalm you generated at', { exact: false }).waitFor();
    expect(await title.inputValue()).toBe('A Psalm for Brave Words');
    expect(
      (await page.getByRole('textbox', { name: /generated psalm/i }).inputValue()).length,
    ).toBeGreaterThan(40);
    await expectAccessible(page, 'restored psalm draft');
    await saveScreenshot(page, 'manual-tab-restored-desktop');

    await page.getByRole('button', { name: 'Discard', exact: true }).click();
    await title.waitFor({ state: 'detached' });
    await page.reload();
    await expectPage(page, { path: '/admin/psalms', heading: 'Administrative Panel' });
    await page.getByRole('button', { name: 'Generate Psalm' }).waitFor();
    expect(await title.count()).toBe(0);
    expect(await page.getByText('Restored the psalm', { exact: false }).count()).toBe(0);
  });

  test('a category form with text asks before closing; delete says how many items it holds', async ({
    pageAs,
    apiAs,
    superAdmin,
  }) => {
    const suffix = Date.now().toString(36);
    const api = await apiAs(superAdmin);
    const category = await api.post<{ id: string; name: string }>('/api/admin/categories', {
      name: `Vigils ${suffix}`,
    });
    await api.post('/api/admin/content', {
      title: `Night prayer ${suffix}`,
      categoryId: category.id,
    });
    await api.post('/api/admin/content', {
      title: `Dawn prayer ${suffix}`,
      categoryId: category.id,
    });

    const { page } = await pageAs(superAdmin);
    await page.goto('/admin/categories');
    await expectPage(page, { path: '/admin/categories', heading: 'Administrative Panel' });
    await page.getByRole('button', { name: 'Add Category' }).click();
    const form = page.getByRole('dialog', { name: 'Add Category' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Half a name');
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Delete ${category.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this category?' });
    await confirm
      .getByText(`"${category.name}" holds 2 content items.`, { exact: false })
      .waitFor();
    await expectAccessible(page, 'category delete confirmation with its count');
    await saveScreenshot(page, 'category-delete-count-desktop');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
  });

  test('on a phone the content form asks before throwing a title away, and the Manual tab shows a restored psalm', async ({
    pageAs,
    superAdmin,
  }) => {
    const { page } = await pageAs(superAdmin, 'phone');
    await page.goto('/admin/content');
    await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add Content' });
    await form.getByRole('textbox', { name: 'Title' }).fill('A reading for Advent');
    await form.getByRole('button', { name: 'Close' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await question.waitFor();
    await expectAccessible(page, 'discard question over the content form on a phone');
    await saveScreenshot(page, 'content-discard-question-phone');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(await form.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'A reading for Advent',
    );
    await form.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Manual' }).click();
    await page.getByRole('textbox', { name: /prompt/i }).fill('Patience in the waiting room');
    await page.getByRole('button', { name: 'Generate Psalm' }).click();
    await page.getByRole('textbox', { name: 'Title' }).waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByText('Restored the psalm you generated at', { exact: false }).waitFor();
    await expectAccessible(page, 'restored psalm draft on a phone');
    await saveScreenshot(page, 'manual-tab-restored-phone');
    await page.getByRole('button', { name: 'Discard', exact: true }).click();
  });
});
