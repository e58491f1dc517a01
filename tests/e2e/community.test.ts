import {
  expectAccessible,
  expectPage,
  expectText,
  openPage,
  saveScreenshot,
  streamOpened,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { logToasts } from './support/toast-log';

// The community in two browsers (decision 015): a prayer request arrives live, the other member comments,
// likes and taps "I prayed"; a moderator hides the reported post and it vanishes for the other
// member; script anywhere renders as text.

describe('community', () => {
  test('two members share, pray and comment live; a moderator hides a reported post and it vanishes', async ({
    pageAs,
    browser,
    member,
    premiumMember,
    moderator,
  }) => {
    const suffix = Date.now().toString(36);
    const script = `<script>window.__pwned=1</script>`;

    // Signed out: /community sends visitors to /auth.
    const anonymous = await openPage(browser, 'desktop');
    await anonymous.page.goto('/community');
    await anonymous.page.waitForURL((url) => url.pathname === '/auth');

    // The reader waits on the community page, on a phone.
    const reader = await pageAs(premiumMember, 'phone');
    const readerStream = streamOpened(reader.page);
    await reader.page.goto('/community');
    await expectPage(reader.page, { path: '/community', heading: 'Community' });
    await readerStream;

    // The author posts a prayer request from the dialog, on a desktop.
    const author = await pageAs(member, 'desktop');
    const { page } = author;
    const authorStream = streamOpened(page);
    await page.goto('/community');
    await expectPage(page, { path: '/community', heading: 'Community' });
    await authorStream;
    const authorToasts = await logToasts(page);
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share with the Community' });
    await dialog.getByRole('combobox', { name: 'Post type' }).click();
    await page.getByRole('option', { name: 'Prayer Request', exact: true }).click();
    const title = `Pray for my mother ${suffix} ${script}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill(`She has surgery tomorrow. ${script}`);
    await dialog.getByText('0/1,000 characters').waitFor({ state: 'detached' });
    await dialog.getByText(/^\d+\/1,000 characters$/).waitFor();
    await dialog.getByLabel('Tags', { exact: true }).fill(script);
    await dialog.getByLabel('Tags', { exact: true }).press('Enter');
    await dialog.getByRole('button', { name: '#healing' }).click();
    await expectAccessible(page, 'community post dialog');
    await dialog.getByRole('button', { name: 'Share Post' }).click();
    await expectText(page, 'Post shared with the community!');
    await dialog.waitFor({ state: 'detached' });

    // It arrives for the reader without a reload, with the news of it; its script is text.
    const readerCard = reader.page.getByTestId('community-post').filter({ hasText: suffix });
    await readerCard.waitFor({ timeout: 15_000 });
    await expectText(reader.page, 'New post in the community');
    await readerCard.getByRole('heading', { name: title }).waitFor();
    await readerCard.getByText(`#${script}`).waitFor();
    await readerCard.getByText('Prayer Request', { exact: true }).waitFor();

    // The reader prays, likes and comments (with script).
    await readerCard.getByRole('button', { name: /I prayed/ }).click();
    await readerCard.getByRole('button', { name: /You prayed today/ }).waitFor();
    await readerCard.getByText('· 1 prayed').waitFor();
    await readerCard.getByRole('button', { name: /^Like/ }).click();
    await readerCard.getByRole('button', { name: /^Unlike/ }).waitFor();
    await readerCard.getByRole('button', { name: /^Comments/ }).click();
    await readerCard.getByLabel('Add a comment').fill(`Praying now ${script}`);
    await readerCard.getByRole('button', { name: 'Comment', exact: true }).click();
    await expectText(reader.page, 'Comment added successfully!');
    await readerCard.getByText(`Praying now ${script}`).waitFor();
    await expectAccessible(reader.page, 'community card with comments');
    await saveScreenshot(reader.page, 'community-390');

    // The author sees all of it live.
    const authorCard = page.getByTestId('community-post').filter({ hasText: suffix });
    await authorCard.getByText('· 1 prayed').waitFor();
    await authorCard.getByTestId('post-likes').filter({ hasText: '1' }).waitFor();
    await authorCard.getByRole('button', { name: 'Comments (1)' }).waitFor();
    await saveScreenshot(page, 'community-1280');
    // The news of a new post reached everyone but its author (these changes came after it on
    // the same stream).
    const seenByAuthor = await authorToasts();
    expect(seenByAuthor.join(' | ')).toContain('Post shared with the community!');
    expect(seenByAuthor.join(' | ')).not.toContain('New post in the community');

    // Nothing ran.
    for (const p of [page, reader.page])
      expect(
        await p.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined();

    // The reader reports it; a moderator hides it in the portal; it vanishes for the reader.
    await readerCard.getByRole('button', { name: 'More actions' }).click();
    await reader.page.getByRole('menuitem', { name: 'Report Post' }).click();
    const report = reader.page.getByRole('dialog', { name: 'Report this post' });
    await report.getByLabel('Spam').check();
    await report.getByRole('button', { name: 'Report', exact: true }).click();
    await expectText(reader.page, 'Thank you. The moderators will review it.');

    const staff = await pageAs(moderator, 'desktop');
    await staff.page.goto('/admin/moderation');
    const item = staff.page.getByTestId('moderation-queue-item').filter({ hasText: suffix });
    await item.getByText('1 open report').waitFor({ timeout: 15_000 });
    await item.getByText('Spam · 1').waitFor();
    await expectAccessible(staff.page, 'moderation tab');
    await saveScreenshot(staff.page, 'community-moderation-1280');
    await item.getByRole('button', { name: 'Hide', exact: true }).click();
    await expectText(staff.page, 'Post hidden');
    await item.waitFor({ state: 'detached' });

    await readerCard.waitFor({ state: 'detached', timeout: 15_000 });
    // The author is told: their card stays for them with a notice.
    await authorCard.getByText(/A moderator hid this post/).waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'community-hidden-notice-1280');
  });

  test('marking a prayer answered, pinning and unpinning each say they were done', async ({
    pageAs,
    apiAs,
    member,
    moderator,
  }) => {
    const suffix = Date.now().toString(36);
    const created = await (
      await apiAs(member)
    ).post<{ id: string; title: string }>('/api/community/posts', {
      title: `Healing for my friend ${suffix}`,
      content: 'Please pray with me.',
      postType: 'prayer_request',
    });
    const { page } = await pageAs(member, 'phone');
    await page.goto('/community');
    await expectPage(page, { path: '/community', heading: 'Community' });
    const card = page.getByTestId('community-post').filter({ hasText: suffix });
    await card.getByRole('button', { name: 'Mark answered' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark your prayer answered' });
    await dialog.getByLabel(/testimony/i).fill('She is home and well.');
    await dialog.getByRole('button', { name: 'Mark answered' }).click();
    await expectText(page, 'Prayer marked as answered');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Answered', { exact: true }).waitFor();

    const staff = await pageAs(moderator, 'desktop');
    await staff.page.goto('/admin/moderation');
    const row = staff.page.getByTestId('moderation-post').filter({ hasText: created.title });
    await row.getByRole('button', { name: 'Pin', exact: true }).click();
    await expectText(staff.page, 'Post pinned');
    await row.getByRole('button', { name: 'Unpin', exact: true }).click();
    await expectText(staff.page, 'Post unpinned');
    await row.getByRole('button', { name: 'Pin', exact: true }).waitFor();
  });

  test('"Share to the community" on the library reader makes a Shared content post', async ({
    pageAs,
    apiAs,
    member,
    superAdmin,
  }) => {
    const suffix = Date.now().toString(36);
    const staffApi = await apiAs(superAdmin);
    const category = await staffApi.post<{ id: string }>('/api/admin/categories', {
      name: `Vespers ${suffix}`,
    });
    const item = await staffApi.post<{ id: string; title: string }>('/api/admin/content', {
      title: `Evening trust ${suffix}`,
      categoryId: category.id,
      isPublished: true,
    });
    const { page } = await pageAs(member, 'desktop');
    await page.goto(`/content/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    await page.getByRole('button', { name: 'Share to the community' }).click();
    await expectText(page, 'Post shared with the community!');
    await page.goto('/community');
    const card = page.getByTestId('community-post').filter({ hasText: item.title });
    await card.getByRole('heading', { name: 'Shared content' }).waitFor();
    await card.getByText('Shared Content', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Open the shared content' }).click();
    await page.waitForURL((url) => url.pathname === `/content/${item.id}`);
  });

  test('the empty filter state and the three loading skeletons', async ({ pageAs, member }) => {
    const { page } = await pageAs(member, 'desktop');
    // The posts stay on hold until the skeletons have been seen, then the list is let through.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/community/posts?*', async (route) => {
      await held;
      await route.continue();
    });
    // Opened from another page: a page the server draws arrives with its posts already in it.
    await page.goto('/dashboard');
    await page.locator('a[href="/community"]').first().click();
    await expect.poll(() => page.getByTestId('community-skeleton').count()).toBe(3);
    release();
    await page.getByLabel('Search community posts').fill(`nothing-like-this-${Date.now()}`);
    await page.getByRole('heading', { name: 'No posts match your filters' }).waitFor();
    await page.getByText('Try adjusting your search or filters to find more posts.').waitFor();
    await expectAccessible(page, 'community empty filter');
  });
});
