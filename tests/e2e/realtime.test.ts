import { expectAccessible, expectPage, expectText, streamOpened } from './support/browser';
import { describe, test } from './support/fixtures';

describe('the realtime stream', () => {
  test('a reader on the dashboard is told "New content available!" when staff publish an item', async ({
    pageAs,
    apiAs,
    member,
    superAdmin,
  }) => {
    const { page } = await pageAs(member);
    const stream = streamOpened(page);
    await page.goto('/dashboard');
    await expectPage(page, { path: '/dashboard', heading: /^Peace be with you/ });
    await stream;

    const staff = await apiAs(superAdmin);
    const category = await staff.post<{ id: string }>('/api/admin/categories', {
      name: `Evening ${Date.now()}`,
    });
    const title = `Psalm of the evening ${Date.now()}`;
    await staff.post('/api/admin/content', { title, categoryId: category.id, isPublished: true });

    await expectText(page, 'New content available!');
    await expectText(page, title);
    await expectAccessible(page, 'dashboard with the new content toast');
  });
});
