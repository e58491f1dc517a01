import { expectAccessible, expectPage, expectText, streamOpened } from './support/browser';
import { describe, test } from './support/fixtures';

describe('content changes reach open pages without a reload', () => {
  test('a reader sees an item published in the portal arrive with "New content available!"; drafts stay hidden; the portal list follows changes made elsewhere', async ({
    pageAs,
    apiAs,
    member,
    superAdmin,
  }) => {
    const suffix = Date.now().toString(36);
    const staffApi = await apiAs(superAdmin);
    const category = await staffApi.post<{ id: string; name: string }>('/api/admin/categories', {
      name: `Lauds ${suffix}`,
    });

    // The reader, in one browser, on the dashboard.
    const readerPage = await pageAs(member, 'phone');
    const readerStream = streamOpened(readerPage.page);
    await readerPage.page.goto('/dashboard');
    await expectPage(readerPage.page, { path: '/dashboard', heading: /^Peace be with you/ });
    await readerPage.page.getByRole('heading', { name: 'Latest content' }).waitFor();
    await readerStream;

    // Staff, in another browser, on the Content tab.
    const staffPage = await pageAs(superAdmin, 'desktop');
    const staffStream = streamOpened(staffPage.page);
    await staffPage.page.goto('/admin/content');
    await staffPage.page.getByRole('heading', { level: 2, name: 'Manage Content' }).waitFor();
    await staffStream;

    // A draft created elsewhere appears in the portal list, and nowhere for the reader.
    const draftTitle = `Unfinished vigil ${suffix}`;
    await staffApi.post('/api/admin/content', {
      title: draftTitle,
      categoryId: category.id,
      isPublished: false,
    });
    const draftRow = staffPage.page.getByTestId('content-row').filter({ hasText: draftTitle });
    await draftRow.getByText('Draft', { exact: true }).waitFor();

    // Staff publish an item from the dialog: the reader is told and the dashboard lists it.
    const title = `Morning praise ${suffix}`;
    const { page } = staffPage;
    await page.getByRole('button', { name: 'Add Content' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Content' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category.name, exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Content' }).click();
    await expectText(page, 'Content created successfully');

    await expectText(readerPage.page, 'New content available!');
    await expectText(readerPage.page, title);
    const latest = readerPage.page.getByRole('region', { name: 'Latest content' });
    await latest.getByText(title, { exact: true }).waitFor();
    await expectAccessible(readerPage.page, 'dashboard with the new content');
    if ((await latest.getByText(draftTitle).count()) > 0)
      throw new Error('A draft reached the reader');

    // Another staff member deletes the draft: the open portal list drops it.
    const draft = await staffApi.request('GET', `/api/content?q=${encodeURIComponent(draftTitle)}`);
    const [draftItem] = ((await draft.json()) as { items: { id: string }[] }).items;
    await staffApi.request('DELETE', `/api/admin/content/${draftItem!.id}`);
    await draftRow.waitFor({ state: 'detached' });
    await page.getByTestId('content-row').filter({ hasText: title }).waitFor();
  });
});
