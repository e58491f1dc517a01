import type { Locator } from 'playwright-core';
import {
  allowHttpError,
  expectAccessible,
  expectFocused,
  expectPage,
  expectText,
  failOnce,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the content library in the portal', () => {
  test('a moderator creates a category and a content item, edits the item, is refused deleting a category in use, then deletes both', async ({
    pageAs,
    moderator,
  }) => {
    // Moderators have exactly the content and categories permissions.
    const { page } = await pageAs(moderator);
    const suffix = Date.now().toString(36);
    const categoryName = `Vespers ${suffix}`;

    // Categories: name required, a preset colour, then the card in the grid.
    await page.goto('/admin/categories');
    await expectPage(page, { path: '/admin/categories', heading: 'Administrative Panel' });
    await page.getByRole('heading', { level: 2, name: 'Categories' }).waitFor();
    await page.getByRole('button', { name: 'Add Category' }).first().click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
    await categoryDialog.getByText('Name is required', { exact: true }).waitFor();
    await categoryDialog.getByLabel('Custom colour', { exact: true }).fill('#12345');
    await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
    await categoryDialog.getByText('Use a colour like #3B82F6', { exact: true }).waitFor();
    await expectAccessible(page, 'category dialog with errors');
    await categoryDialog.getByLabel('Name').fill(categoryName);
    await categoryDialog.getByLabel('Description').fill('Evening prayers as the day closes.');
    await categoryDialog.locator('label').filter({ hasText: 'Green #10B981' }).click();
    expect(await categoryDialog.getByLabel('Custom colour', { exact: true }).inputValue()).toBe(
      '#10B981',
    );
    await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
    await expectText(page, 'Category created successfully');
    await categoryDialog.waitFor({ state: 'detached' });
    await page.getByTestId('category-card').filter({ hasText: categoryName }).waitFor();

    // Content: every field, the spec's defaults, the 60-character preview and the badges.
    await page.getByRole('tab', { name: 'Content', exact: true }).click();
    await expectPage(page, { path: '/admin/content', heading: 'Administrative Panel' });
    await page.getByRole('heading', { level: 2, name: 'Manage Content' }).waitFor();
    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const contentDialog = page.getByRole('dialog', { name: 'Add Content' });
    expect(await contentDialog.getByLabel('Duration (minutes)').inputValue()).toBe('0');
    expect(await contentDialog.getByRole('combobox', { name: 'Difficulty' }).innerText()).toBe(
      'Beginner',
    );
    expect(
      await contentDialog.getByRole('switch', { name: 'Published' }).getAttribute('aria-checked'),
    ).toBe('true');
    await contentDialog.getByRole('button', { name: 'Create Content' }).click();
    await contentDialog.getByText('Title is required', { exact: true }).waitFor();
    await contentDialog.getByText('Category is required', { exact: true }).waitFor();
    await expectAccessible(page, 'content dialog with errors');

    const title = `Compline for Weary Hearts ${suffix}`;
    const description =
      'Close the day with the ancient night prayer of the Church, resting in the mercy of God until morning.';
    await contentDialog.getByLabel('Title').fill(title);
    await contentDialog.getByLabel('Description').fill(description);
    await chooseOption(page, 'Category', categoryName);
    await chooseOption(page, 'Difficulty', 'Intermediate');
    await contentDialog.getByLabel('Duration (minutes)').fill('12');
    await contentDialog.getByRole('button', { name: 'Create Content' }).click();
    await expectText(page, 'Content created successfully');
    await contentDialog.waitFor({ state: 'detached' });

    const row = page.getByTestId('content-row').filter({ hasText: title });
    await row.getByText(`${description.slice(0, 60).trimEnd()}…`).waitFor();
    await row.getByText('Intermediate', { exact: true }).waitFor();
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByText('12 min').waitFor();
    await row.getByText(categoryName).waitFor();

    // Edit: the dialog holds the item; it becomes a scheduled draft.
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Content' });
    expect(await editDialog.getByLabel('Title').inputValue()).toBe(title);
    const editedTitle = `${title} (revised)`;
    await editDialog.getByLabel('Title').fill(editedTitle);
    await editDialog.getByLabel('Scheduled date').fill('2031-12-24');
    await editDialog.getByRole('switch', { name: 'Published' }).click();
    // A failed save is said in the dialog too (the toast is behind it, out of reach); then a retry.
    await failOnce(page, /\/api\/admin\/content\/[^/?]+$/, 'PATCH');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await editDialog.getByRole('alert').getByText('Failed to update content').waitFor();
    await expectAccessible(page, 'content dialog after a failed save');
    // The retry's answer is held back: Escape cannot close the dialog while it saves.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      /\/api\/admin\/content\/[^/?]+$/,
      async (route) => {
        if (route.request().method() === 'PATCH') await released;
        await route.fallback();
      },
      { times: 1 },
    );
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await editDialog.getByRole('button', { name: 'Saving...' }).waitFor();
    await page.keyboard.press('Escape');
    await editDialog.getByRole('button', { name: 'Saving...' }).waitFor();
    release();
    await expectText(page, 'Content updated successfully');
    await editDialog.waitFor({ state: 'detached' });
    // Opened from the row's Edit button (not a dialog trigger): focus goes back there.
    await expectFocused(page.getByRole('button', { name: `Edit ${editedTitle}` }));
    const editedRow = page.getByTestId('content-row').filter({ hasText: editedTitle });
    await editedRow.getByText('Draft', { exact: true }).waitFor();
    await editedRow.getByText('Scheduled Dec 24, 2031').waitFor();
    await editedRow.getByText('12 min').waitFor();

    // The filters find it: drafts, by title.
    await chooseOption(page, 'Status', 'Draft');
    await page.getByLabel('Search').fill(suffix);
    await editedRow.waitFor();
    // The search is debounced: the other drafts of the shared server leave the list a moment later.
    await expect.poll(() => page.getByTestId('content-row').count()).toBe(1);

    // A category that still has content cannot be deleted: the server's reason is shown.
    // Escape cannot close the dialog while the delete runs, so the answer lands in this dialog.
    await page.getByRole('tab', { name: 'Categories' }).click();
    const deleteCategory = page.getByRole('button', { name: `Delete ${categoryName}` });
    await deleteCategory.click();
    allowHttpError(page, /\/api\/admin\/categories\//, 409);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      /\/api\/admin\/categories\/[^/?]+$/,
      async (route) => {
        if (route.request().method() === 'DELETE') await answered;
        await route.fallback();
      },
      { times: 1 },
    );
    const refusal = page.getByRole('alertdialog');
    await refusal.getByRole('button', { name: 'Delete', exact: true }).click();
    await refusal.getByRole('button', { name: 'Deleting...' }).waitFor();
    await page.keyboard.press('Escape');
    await refusal.getByRole('button', { name: 'Deleting...' }).waitFor();
    answer();
    await refusal
      .getByRole('alert')
      .getByText(/still has 1 content item/)
      .waitFor();
    await expectText(page, 'Failed to delete category');
    await expectAccessible(page, 'category delete refused');
    await refusal.getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'detached' });
    await expectFocused(deleteCategory);

    // Delete the content (with confirmation), then the empty category.
    await page.getByRole('tab', { name: 'Content', exact: true }).click();
    await page.getByRole('button', { name: `Delete ${editedTitle}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this content?' });
    await confirm
      .getByText(`"${editedTitle}" will be removed for everyone.`, { exact: false })
      .waitFor();
    await expectAccessible(page, 'content delete confirmation');
    await failOnce(page, /\/api\/admin\/content\/[^/?]+$/, 'DELETE');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('alert').getByText('Failed to delete content').waitFor();
    await expectAccessible(page, 'content delete failed');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectText(page, 'Content deleted successfully');
    await page
      .getByTestId('content-row')
      .filter({ hasText: editedTitle })
      .waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expectText(page, 'Category deleted successfully');
    await page
      .getByTestId('category-card')
      .filter({ hasText: categoryName })
      .waitFor({ state: 'detached' });
  });

  // At 1280 px the journeys above and in content-import, content-live and content-seeder run axe.
  test('the five content tabs pass axe on a phone', async ({ pageAs, superAdmin }) => {
    const viewport = 'phone';
    const { page } = await pageAs(superAdmin, viewport);
    const loaded: [string, (page: Page) => Locator][] = [
      [
        'content',
        (p) =>
          p
            .getByRole('list', { name: 'Content items' })
            .or(p.getByRole('heading', { name: 'No content yet' })),
      ],
      [
        'categories',
        (p) =>
          p
            .getByRole('list', { name: 'Categories' })
            .or(p.getByRole('heading', { name: 'No categories yet' })),
      ],
      ['import', (p) => p.getByRole('heading', { name: 'What to import' })],
      ['seeder', (p) => p.getByRole('list', { name: 'Services' })],
      ['access-control', (p) => p.getByLabel('Daily content limit')],
    ];
    for (const [tab, ready] of loaded) {
      await page.goto(`/admin/${tab}`);
      await ready(page).first().waitFor();
      await expectAccessible(page, `${tab} at ${viewport}`);
    }
  });
});
