import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  saveScreenshot,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser } from './support/users';

// Premium end to end (decisions 016, 044, 050): a free member buys monthly through the sandbox
// checkout and becomes premium (the journal's new-entry button appears); staff cancel it in the
// Subs tab and premium ends at once; a 30-day grant restores it; a free member over the daily
// limit sees the upgrade card.

async function journalHasNewEntry(page: Page) {
  await page.goto('/journal');
  await expectPage(page, { path: '/journal', heading: 'Prayer Journal' });
  await page.getByRole('heading', { name: 'Spiritual Mood' }).waitFor();
  // The gate has decided once either the button or the upgrade card is drawn.
  await page
    .getByRole('button', { name: 'New Entry' })
    .or(page.getByRole('heading', { name: 'Upgrade to Premium' }))
    .first()
    .waitFor();
  return (await page.getByRole('button', { name: 'New Entry' }).count()) > 0;
}

describe('premium', () => {
  test('a free member buys monthly in test mode; staff cancel it at once; a 30-day grant restores it', async ({
    pageAs,
    member,
    superAdmin,
  }) => {
    const { page } = await pageAs(member, 'desktop');
    expect(await journalHasNewEntry(page)).toBe(false);

    // The upgrade card opens the Premium upgrade dialog with its six benefits.
    await page.getByRole('button', { name: 'See Premium benefits' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    for (const benefit of [
      'Unlimited Daily Content',
      'Premium Audio Content',
      'Advanced Scheduling',
      'Exclusive Content',
      'Priority Support',
      'Ad-Free Experience',
    ])
      await dialog.getByText(benefit, { exact: true }).waitFor();
    await dialog.getByText('Save 17%', { exact: true }).waitFor();
    await expectAccessible(page, 'premium upgrade dialog');
    await saveScreenshot(page, 'premium-upgrade-dialog-1280');
    await dialog.getByRole('link', { name: 'Choose Your Plan' }).click();

    await expectPage(page, { path: '/subscription', heading: 'Choose Your Plan' });
    await page.getByText('Best Value - Save 17%').waitFor();
    await page.getByText('Save $19.89 compared to monthly').waitFor();
    await page.getByText('Cancel anytime • 30-day money-back guarantee').waitFor();
    await expectAccessible(page, 'subscription page');
    await saveScreenshot(page, 'premium-plans-1280');

    await page.getByRole('button', { name: 'Subscribe Monthly' }).click();
    await page.waitForURL((url) => url.pathname === '/subscription/test-checkout');
    await page.getByText('Test mode: no money moves').waitFor();
    await page.getByText('Psalmlight Premium, Monthly plan: $9.99/month.').waitFor();
    await expectAccessible(page, 'sandbox checkout');
    await saveScreenshot(page, 'premium-test-checkout-1280');
    await page.getByRole('button', { name: 'Complete purchase' }).click();
    await expectText(page, 'Welcome to Premium');
    await expectPage(page, { path: '/subscription', heading: 'Choose Your Plan' });
    await page.getByRole('heading', { name: 'You are Premium' }).waitFor();
    await page.getByText(/Current plan: Monthly · Renews on/).waitFor();
    await saveScreenshot(page, 'premium-current-plan-1280');
    expect(await journalHasNewEntry(page)).toBe(true);

    // Staff cancel it in the Subs tab, with a confirmation.
    const staff = (await pageAs(superAdmin, 'desktop')).page;
    await staff.goto('/admin/subscriptions');
    await staff.getByLabel('Search by email or name').fill(member.email);
    const row = staff.getByRole('row').filter({ hasText: member.email });
    await row.getByText('Monthly', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await expectAccessible(staff, 'Subs tab');
    await saveScreenshot(staff, 'premium-subs-tab-1280');
    await row.getByRole('button', { name: `Cancel ${member.email}` }).click();
    const confirm = staff.getByRole('alertdialog', { name: 'Cancel this subscription?' });
    await confirm.getByText(`${member.email} loses premium at once.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectText(staff, 'Subscription cancelled successfully');
    await row.getByText('Cancelled', { exact: true }).waitFor();
    expect(await journalHasNewEntry(page)).toBe(false);

    // A 30-day grant restores it.
    await staff.getByLabel('Email of a signed-up user').fill(member.email);
    await staff.getByRole('button', { name: 'Grant 30 days' }).click();
    await expectText(staff, 'Premium access granted for 30 days');
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('Granted', { exact: true }).waitFor();
    expect(await journalHasNewEntry(page)).toBe(true);

    // An unknown email gets the spec's message.
    allowHttpError(staff, /\/api\/admin\/subscriptions\/grant/, 404);
    await staff.getByLabel('Email of a signed-up user').fill('nobody-here@example.test');
    await staff.getByRole('button', { name: 'Grant 30 days' }).click();
    await expectText(staff, 'User not found. Make sure they have signed up to the system first.');
  });

  test('the plans and the Subs tab on a phone', async ({ pageAs, premiumMember, superAdmin }) => {
    const { page } = await pageAs(premiumMember, 'phone');
    await page.goto('/subscription');
    await expectPage(page, { path: '/subscription', heading: 'Choose Your Plan' });
    // premiumMember holds a staff grant, not a subscription.
    await page.getByRole('heading', { name: /^Premium \(granted\) until / }).waitFor();
    await expectAccessible(page, 'subscription page on a phone');
    await saveScreenshot(page, 'premium-plans-390');
    const staff = (await pageAs(superAdmin, 'phone')).page;
    await staff.goto('/admin/subscriptions');
    await staff.getByLabel('Search by email or name').fill(premiumMember.email);
    const card = staff.getByRole('listitem').filter({ hasText: premiumMember.email });
    await card.getByText('Active', { exact: true }).waitFor();
    await expectAccessible(staff, 'Subs tab on a phone');
    await saveScreenshot(staff, 'premium-subs-tab-390');
  });

  test('a free member over the daily content limit sees the upgrade card', async ({
    pageAs,
    apiAs,
    superAdmin,
  }) => {
    const reader = await createUser('limited');
    const admin = await apiAs(superAdmin);
    const categories = await (await admin.request('GET', '/api/categories')).json();
    const categoryId = categories.items[0].id as string;
    const ids: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const item = await admin.post<{ id: string }>('/api/admin/content', {
        title: `Limit reading ${i} ${Date.now()}`,
        description: 'A short reading.',
        categoryId,
      });
      ids.push(item.id);
    }
    const limits = await (await admin.request('GET', '/api/admin/access-settings')).json();
    const limit = Number(
      limits.items.find((s: { key: string }) => s.key === 'daily_content_limit').value,
    );
    const { page } = await pageAs(reader, 'phone');
    for (const id of ids.slice(0, limit)) {
      await page.goto(`/content/${id}`);
      await page.getByRole('heading', { level: 1, name: /^Limit reading/ }).waitFor();
    }
    allowHttpError(page, /\/api\/content\//, 403);
    await page.goto(`/content/${ids[limit]}`);
    await page.getByRole('heading', { name: 'Upgrade to Premium' }).waitFor();
    await expectAccessible(page, 'reader over the daily limit');
    await saveScreenshot(page, 'premium-daily-limit-390');
  });
});
