import { allowHttpError, expectAccessible, expectText, saveScreenshot } from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { ensurePsalmToday } from './support/psalms';
import { createUser, grantPremium, signedInApi } from './support/users';

// What a member is told about premium (decision 044 and the Subscription page): the daily limit
// is not called premium content, and says how many and when more open on the member's clock; a
// narrated psalm's audio is shown as premium to a free member, not as a Generate Audio that fails;
// a staff grant and a subscription each get their own label, and neither is offered a checkout.

describe('free members', () => {
  test('at the daily limit: the reader and the psalm page say it is the daily limit and when it resets', async ({
    pageAs,
    apiAs,
    superAdmin,
  }) => {
    const admin = await apiAs(superAdmin);
    // The reader lives in Tokyo, whose date is tomorrow's once it is 15:00 UTC.
    await ensurePsalmToday(admin, admin, { zone: 'Asia/Tokyo' });
    const settings = await (await admin.request('GET', '/api/admin/access-settings')).json();
    const limit = Number(
      settings.items.find((s: { key: string }) => s.key === 'daily_content_limit').value,
    );
    const categories = await (await admin.request('GET', '/api/categories')).json();
    const ids: string[] = [];
    for (let i = 0; i <= limit; i++) {
      const item = await admin.post<{ id: string }>('/api/admin/content', {
        title: `Daily limit reading ${i} ${Date.now()}`,
        description: 'A short reading.',
        categoryId: categories.items[0].id as string,
      });
      ids.push(item.id);
    }
    const reader = await createUser('daily-limit');
    const readerApi = await signedInApi(reader);
    for (const id of ids.slice(0, limit))
      expect((await readerApi.request('GET', `/api/content/${id}`)).status).toBe(200);

    // In Tokyo (UTC+9 all year) the allowance, a UTC day, opens again at 9:00 in the morning.
    const { page } = await pageAs(reader, 'phone', { timezoneId: 'Asia/Tokyo' });
    allowHttpError(page, /\/api\/content\//, 403);
    await page.goto(`/content/${ids[limit]}`);
    await page.getByRole('heading', { level: 1, name: "You've used today's free items" }).waitFor();
    await page
      .getByText(
        new RegExp(
          `^Free members can open ${limit} items a day, and you have opened them all today\\. More open on \\w+,? 9:00 AM GMT\\+9\\.$`,
        ),
      )
      .waitFor();
    await page
      .getByText('Premium has no daily limit: read and listen as much as you like.')
      .waitFor();
    await page.getByRole('link', { name: 'View Plans' }).waitFor();
    expect(await page.getByText('This content is part of Premium.').count()).toBe(0);
    await expectAccessible(page, 'reader at the daily limit');
    await saveScreenshot(page, 'daily-limit-reader-390');

    // Today's psalm is an item too: its card says the same, with no "failed to load".
    const desktop = (await pageAs(reader, 'desktop')).page;
    allowHttpError(desktop, /\/api\/psalms\/today/, 403);
    await desktop.goto('/psalm');
    const card = desktop.getByRole('region', { name: "Today's Psalm" });
    await card.getByRole('heading', { name: "You've used today's free items" }).waitFor();
    await card.getByText(new RegExp(`^Free members can open ${limit} items a day`)).waitFor();
    expect(await desktop.getByText('Failed to load daily psalm').count()).toBe(0);
    await expectAccessible(desktop, 'psalm page at the daily limit');
    await saveScreenshot(desktop, 'daily-limit-psalm-1280');
  });

  test('on a narrated psalm: the narration is premium, with no Generate Audio', async ({
    pageAs,
    apiAs,
    superAdmin,
  }) => {
    const admin = await apiAs(superAdmin);
    await ensurePsalmToday(admin, admin, { narrated: true });
    const member = await createUser('narrated');
    const { page } = await pageAs(member, 'phone');
    await page.goto('/psalm');
    const card = page.getByRole('region', { name: "Today's Psalm" });
    await card.getByRole('heading', { name: 'Narration is part of Premium' }).waitFor();
    await card
      .getByText('This psalm has a narration. Listening to it is part of Premium.')
      .waitFor();
    await card.getByRole('link', { name: 'View Plans' }).waitFor();
    expect(await card.getByRole('button', { name: 'Generate Audio' }).count()).toBe(0);
    expect(await card.getByText('No narration yet', { exact: false }).count()).toBe(0);
    await expectAccessible(page, 'narrated psalm for a free member');
    await saveScreenshot(page, 'narration-premium-390');
  });
});

describe('the Subscription page of premium members', () => {
  const checkoutButtons = ['Subscribe Monthly', 'Subscribe Annually'];

  test('a 30-day staff grant: "Premium (granted) until …", no plan, nothing to buy', async ({
    pageAs,
  }) => {
    const member = await createUser('granted');
    await grantPremium(member.email);
    const { page } = await pageAs(member, 'desktop');
    await page.goto('/subscription');
    await page
      .getByRole('heading', { level: 2, name: /^Premium \(granted\) until \w+ \d{1,2}, \d{4}$/ })
      .waitFor();
    await page.getByText(/Nothing is charged and it does not renew/).waitFor();
    for (const name of [...checkoutButtons, 'Manage Subscription'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    expect(await page.getByText(/Renews on|Current plan/).count()).toBe(0);
    await expectAccessible(page, 'subscription page, granted');
    await saveScreenshot(page, 'subscription-granted-1280');
  });

  test('a subscriber: their plan, how to manage it, nothing to buy', async ({ pageAs }) => {
    const member = await createUser('subscriber');
    await (
      await signedInApi(member)
    ).post('/api/subscription/sandbox/checkout', { plan: 'yearly' });
    const { page } = await pageAs(member, 'phone');
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 2, name: 'You are Premium' }).waitFor();
    await page.getByText(/^Current plan: Annual · Renews on \w+ \d{1,2}, \d{4}$/).waitFor();
    await page
      .getByText('Change your plan, update your payment method or cancel in the billing portal.')
      .waitFor();
    await page.getByText('Your plan', { exact: true }).waitFor();
    for (const name of checkoutButtons)
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await expectAccessible(page, 'subscription page, subscriber');
    await saveScreenshot(page, 'subscription-subscriber-390');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription/test-portal');
    await expectText(page, /^Your plan: Annual\. Premium until /);
  });
});
