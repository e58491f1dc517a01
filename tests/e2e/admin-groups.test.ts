import { onTestFinished } from 'vitest';
import type { GroupSettings } from '@contracts/groups';
import {
  allowHttpError,
  expectAccessible,
  expectFocused,
  expectText,
  saveScreenshot,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser } from './support/users';

// The portal's side of prayer groups (decision 063): a report of a group's post reaches the
// moderation queue with the group's name, the queue filters by group, the Groups list shows size,
// age and open reports; the group rules live in Admin Settings, and premium-only starting holds.

describe('prayer groups in the admin portal', () => {
  test('a moderator finds a group’s reported post, filters by the group and hides it; a super admin makes starting a group premium', async ({
    pageAs,
    apiAs,
    member,
    premiumMember,
    moderator,
    superAdmin,
  }) => {
    const suffix = Date.now().toString(36);
    const [reporter, freeMember] = await Promise.all([
      createUser('reporter'),
      createUser('freemember'),
    ]);
    const [leaderApi, reporterApi] = await Promise.all([apiAs(member), apiAs(reporter)]);

    // A member starts a group, the reporter joins it by a link; the leader posts in the group and
    // in the community feed, and the reporter reports both.
    const group = await leaderApi.post<{ id: string; name: string }>('/api/groups', {
      name: `Hope circle ${suffix}`,
      description: 'We pray for the sick.',
    });
    const invite = await leaderApi.post<{ url: string }>(`/api/groups/${group.id}/invites`);
    await reporterApi.post('/api/groups/join', {
      token: new URL(invite.url).pathname.split('/')[3],
    });
    const groupPost = await leaderApi.post<{ id: string }>(`/api/groups/${group.id}/posts`, {
      title: `Cheap pills here ${suffix}`,
      content: 'Not a prayer at all.',
      postType: 'reflection',
    });
    const feedPost = await leaderApi.post<{ id: string }>('/api/community/posts', {
      title: `Feed note ${suffix}`,
      content: 'A word for everyone.',
      postType: 'reflection',
    });
    await reporterApi.post(`/api/community/posts/${groupPost.id}/report`, { reason: 'spam' });
    await reporterApi.post(`/api/community/posts/${feedPost.id}/report`, { reason: 'other' });

    // The moderator sees both reports, each saying where it was posted.
    const { page } = await pageAs(moderator, 'desktop');
    await page.goto('/admin/moderation');
    const groupItem = page
      .getByTestId('moderation-queue-item')
      .filter({ hasText: `Cheap pills here ${suffix}` });
    const feedItem = page
      .getByTestId('moderation-queue-item')
      .filter({ hasText: `Feed note ${suffix}` });
    await groupItem.getByText(`In group: ${group.name}`).waitFor({ timeout: 15_000 });
    await groupItem.getByText('Spam · 1').waitFor();
    await feedItem.getByText('From the community feed').waitFor();

    // The Groups list: size, started, open reports; never a group's posts.
    const groupRow = page.getByTestId('moderation-group').filter({ hasText: group.name });
    await groupRow.getByText('2 members').waitFor();
    await groupRow.getByText('1 open report', { exact: true }).waitFor();
    await groupRow.getByText(/^Started /).waitFor();
    expect(await groupRow.getByText('Cheap pills').count()).toBe(0);
    await expectAccessible(page, 'moderation with a group report');
    await saveScreenshot(page, 'admin-groups-moderation-1280');

    // Filtering by the group, with the select: the feed's report leaves the queue.
    await page.getByRole('combobox', { name: 'Show reports from' }).click();
    await page.getByRole('option', { name: group.name, exact: true }).click();
    await feedItem.waitFor({ state: 'detached' });
    await groupItem.waitFor();
    expect(await page.getByTestId('moderation-queue-item').count()).toBe(1);

    // Back to all reports, then the Groups list's button filters the queue again, by keyboard.
    await page.getByRole('combobox', { name: 'Show reports from' }).click();
    await page.getByRole('option', { name: 'All reports', exact: true }).click();
    await feedItem.waitFor();
    const showReports = page.getByRole('button', { name: `Show reports of ${group.name}` });
    await showReports.focus();
    await page.keyboard.press('Enter');
    await feedItem.waitFor({ state: 'detached' });
    await expectFocused(page.getByRole('heading', { name: 'Reported', level: 3 }));
    expect(await page.getByRole('combobox', { name: 'Show reports from' }).innerText()).toContain(
      group.name,
    );

    // The moderator hides the group's post: its report is resolved, and the group has none open.
    await groupItem.getByRole('button', { name: 'Hide' }).click();
    await expectText(page, 'Post hidden');
    await page.getByText('Nothing from this group is waiting for review.').waitFor();
    await groupRow.getByText('0 open reports', { exact: true }).waitFor();
    await expectAccessible(page, 'moderation filtered by a group');

    // The same tab on a phone.
    const phone = await pageAs(moderator, 'phone');
    await phone.page.goto('/admin/moderation');
    await phone.page
      .getByTestId('moderation-queue-item')
      .filter({ hasText: `Feed note ${suffix}` })
      .getByText('From the community feed')
      .waitFor({ timeout: 15_000 });
    await phone.page.getByTestId('moderation-group').filter({ hasText: group.name }).waitFor();
    await expectAccessible(phone.page, 'moderation on a phone');
    await saveScreenshot(phone.page, 'admin-groups-moderation-390');

    // The super admin changes the group rules; whatever they were comes back after the test.
    const bossApi = await apiAs(superAdmin);
    const before = (await (
      await bossApi.request('GET', '/api/admin/group-settings')
    ).json()) as GroupSettings;
    onTestFinished(async () => {
      const restored = await bossApi.request('PUT', '/api/admin/group-settings', before);
      expect(restored.status).toBe(200);
    });

    const boss = await pageAs(superAdmin, 'desktop');
    await boss.page.goto('/admin/settings');
    await boss.page.getByRole('tab', { name: 'Groups' }).click();
    const perMember = boss.page.getByLabel('Groups per member');
    const perGroup = boss.page.getByLabel('Members per group');
    const premium = boss.page.getByRole('switch', {
      name: 'Starting a group is for Premium members',
    });
    await perMember.waitFor();
    expect(await perMember.inputValue()).toBe(String(before.groupsPerMember));
    expect(await premium.getAttribute('aria-checked')).toBe(String(before.creatingIsPremium));

    // A group of one is refused by the server, under its field.
    allowHttpError(boss.page, /\/api\/admin\/group-settings$/, 400);
    await perGroup.fill('1');
    await boss.page.getByRole('button', { name: 'Save' }).click();
    await boss.page.getByText('At least 2').waitFor();
    expect(await perGroup.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(boss.page, 'group rules with a field error');
    await saveScreenshot(boss.page, 'admin-groups-settings-error-1280');

    await perMember.fill('25');
    await perGroup.fill('300');
    if (before.creatingIsPremium) await premium.click(); // off first, so the test turns it on
    await premium.focus();
    await boss.page.keyboard.press('Space');
    expect(await premium.getAttribute('aria-checked')).toBe('true');
    await boss.page.getByRole('button', { name: 'Save' }).click();
    await expectText(boss.page, 'Group settings saved');
    expect(await boss.page.getByText('At least 2').count()).toBe(0);
    await expectAccessible(boss.page, 'group rules saved');
    await saveScreenshot(boss.page, 'admin-groups-settings-1280');

    // They hold after a reload, and a free member can no longer start a group.
    await boss.page.reload();
    await boss.page.getByRole('tab', { name: 'Groups' }).click();
    await perMember.waitFor();
    expect(await perMember.inputValue()).toBe('25');
    expect(await perGroup.inputValue()).toBe('300');
    expect(await premium.getAttribute('aria-checked')).toBe('true');

    const refused = await (
      await apiAs(freeMember)
    ).request('POST', '/api/groups', { name: `Not allowed ${suffix}` });
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: { code: string } };
    expect(body.error.code).toBe('premium_required');
    await (await apiAs(premiumMember)).post('/api/groups', { name: `Premium circle ${suffix}` });

    // The settings on a phone.
    const bossPhone = await pageAs(superAdmin, 'phone');
    await bossPhone.page.goto('/admin/settings');
    await bossPhone.page.getByRole('tab', { name: 'Groups' }).click();
    await bossPhone.page.getByLabel('Members per group').waitFor();
    await expectAccessible(bossPhone.page, 'group rules on a phone');
    await saveScreenshot(bossPhone.page, 'admin-groups-settings-390');
  });
});
