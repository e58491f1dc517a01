import {
  allowHttpError,
  expectAccessible,
  expectPage,
  expectText,
  openPage,
  saveScreenshot,
  streamOpened,
  type Page,
} from './support/browser';
import { describe, expect, test } from './support/fixtures';
import { createUser } from './support/users';

// Prayer groups (decision 062) in several browsers: a leader starts a group and makes an invite
// link; one member joins by it signed in, another signed out (through sign-in and back); a prayer
// request arrives live, is prayed for and commented on, and is marked answered; someone outside
// the group finds none of it.

async function signInOnAuthPage(page: Page, email: string, password: string) {
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const groupPathPattern = /^\/groups\/[0-9a-f-]{36}$/;

describe('prayer groups', () => {
  test('a leader starts a group, two join by its link and pray together live; an outsider sees nothing', async ({
    pageAs,
    browser,
    apiAs,
    member,
    premiumMember,
  }) => {
    const suffix = Date.now().toString(36);
    const [joiner, outsider] = await Promise.all([createUser('joiner'), createUser('outsider')]);

    // The leader, on a desktop, has no group yet and starts one (a blank name is refused first).
    const leader = await pageAs(member, 'desktop');
    await leader.page.goto('/dashboard');
    await leader.page.getByTestId('side-nav').getByRole('link', { name: 'Groups' }).click();
    await expectPage(leader.page, { path: '/groups', heading: 'Prayer Groups' });
    await leader.page.getByRole('heading', { name: 'You are not in a group yet' }).waitFor();
    await saveScreenshot(leader.page, 'groups-empty-1280');
    await leader.page.getByRole('button', { name: 'Start a group' }).first().click();
    const start = leader.page.getByRole('dialog', { name: 'Start a group' });
    await start.getByRole('button', { name: 'Start group' }).click();
    await start.getByText('Name is required').waitFor();
    const name = `Tuesday Bible study ${suffix}`;
    await start.getByLabel('Name', { exact: true }).fill(name);
    await start.getByLabel('Description').fill('We pray for each other every week.');
    await expectAccessible(leader.page, 'start a group dialog');
    await start.getByRole('button', { name: 'Start group' }).click();
    await expectText(leader.page, 'Your group is ready. Invite people with a link.');
    await expectPage(leader.page, { path: groupPathPattern, heading: name });
    const groupPath = new URL(leader.page.url()).pathname;
    await leader.page.getByTestId('group-member-count').getByText('1 member').waitFor();

    // The leader makes an invite link: shown once, with its expiry, and listed as open.
    await leader.page.getByRole('tab', { name: 'Members' }).click();
    await leader.page.getByRole('button', { name: 'Create invite link' }).click();
    const link = leader.page.getByLabel('New invite link');
    await link.waitFor();
    const joinPath = new URL(await link.inputValue()).pathname;
    expect(joinPath).toMatch(/^\/groups\/join\/[\w-]+$/);
    await leader.page
      .getByTestId('new-invite')
      .getByText(/Expires/)
      .waitFor();
    await leader.page.getByTestId('group-invite').first().waitFor();
    await expectAccessible(leader.page, 'group members and invite links');

    // A member who is signed in opens the link on a phone and lands on the group's wall.
    const reader = await pageAs(premiumMember, 'phone');
    const readerStream = streamOpened(reader.page);
    await reader.page.goto(joinPath);
    await expectPage(reader.page, { path: groupPath, heading: name });
    await expectText(reader.page, `Welcome to ${name}`);
    await readerStream;
    await reader.page.getByRole('heading', { name: 'Nothing on the wall yet' }).waitFor();

    // Another, signed out, goes through sign-in and comes back to join.
    const author = await openPage(browser, 'desktop');
    await author.page.goto(joinPath);
    await expectPage(author.page, { path: '/auth', heading: 'Welcome' });
    const authorStream = streamOpened(author.page);
    await signInOnAuthPage(author.page, joiner.email, joiner.password);
    await expectPage(author.page, { path: groupPath, heading: name });
    await authorStream;
    await author.page.getByTestId('group-member-count').getByText('3 members').waitFor();

    // The second member asks for prayer; it arrives live for the first, under the open requests.
    await author.page.getByRole('button', { name: 'New request' }).click();
    const compose = author.page.getByRole('dialog', { name: 'Share with your group' });
    await compose.getByText('Only the members of').waitFor();
    const title = `Pray for my mother ${suffix}`;
    await compose.getByLabel('Title').fill(title);
    await compose.getByLabel('Message').fill('She has surgery tomorrow.');
    await compose.getByRole('button', { name: 'Share Post' }).click();
    await expectText(author.page, 'Shared with your group!');
    await compose.waitFor({ state: 'detached' });
    const authorCard = author.page.getByTestId('community-post').filter({ hasText: suffix });
    await authorCard.waitFor();
    const postId = (await authorCard.getAttribute('id'))!.replace(/^post-/, '');

    const open = reader.page.getByRole('region', { name: 'Open prayer requests' });
    const readerCard = open.getByTestId('community-post').filter({ hasText: suffix });
    await readerCard.waitFor({ timeout: 15_000 });
    await expectText(reader.page, 'New post in your group');
    await readerCard.getByText('Prayer Request', { exact: true }).waitFor();
    // A group's post is not shared outside it.
    expect(await readerCard.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);

    // The first member prays and comments; who prayed today is named under the request.
    await readerCard.getByRole('button', { name: /I prayed/ }).click();
    await readerCard.getByRole('button', { name: /You prayed today/ }).waitFor();
    await readerCard
      .getByText(`Prayed today: ${premiumMember.firstName}`, { exact: false })
      .waitFor();
    await readerCard.getByRole('button', { name: /^Comments/ }).click();
    await readerCard.getByLabel('Add a comment').fill(`Praying with you ${suffix}`);
    await readerCard.getByRole('button', { name: 'Comment', exact: true }).click();
    await expectText(reader.page, 'Comment added successfully!');
    await readerCard.getByText(`Praying with you ${suffix}`).waitFor();
    await expectAccessible(reader.page, 'group wall with comments');
    await saveScreenshot(reader.page, 'groups-wall-390');

    // The author sees the prayer and the comment arrive, and marks the request answered.
    await authorCard
      .getByText(`Prayed today: ${premiumMember.firstName}`, { exact: false })
      .waitFor({
        timeout: 15_000,
      });
    await authorCard.getByRole('button', { name: 'Comments (1)' }).waitFor({ timeout: 15_000 });
    await authorCard.getByRole('button', { name: 'Mark answered' }).click();
    const answer = author.page.getByRole('dialog', { name: 'Mark your prayer answered' });
    await answer.getByLabel(/testimony/i).fill(`The surgery went well ${suffix}.`);
    await answer.getByRole('button', { name: 'Mark answered' }).click();
    await expectText(author.page, 'Prayer marked as answered');

    // For the first member it moves, live, to the answered prayers with its testimony.
    const answered = reader.page.getByRole('region', { name: 'Answered prayers and other posts' });
    await answered.getByText(`The surgery went well ${suffix}.`).waitFor({ timeout: 15_000 });
    await reader.page.getByText('No open prayer requests right now.').waitFor();
    await author.page.getByRole('region', { name: 'Answered prayers and other posts' }).waitFor();
    await expectAccessible(author.page, 'group wall with an answered prayer');
    await saveScreenshot(author.page, 'groups-wall-1280');

    // The leader sees both members.
    await leader.page.reload();
    await leader.page.getByRole('tab', { name: 'Members' }).click();
    await expect.poll(() => leader.page.getByTestId('group-member').count()).toBe(3);
    await saveScreenshot(leader.page, 'groups-members-1280');

    // Someone outside the group finds nothing: not in the feed or its search, not by id, and the
    // group's address is a group that does not exist.
    const stranger = await apiAs(outsider);
    const feed = await stranger.request('GET', `/api/community/posts?q=${suffix}`);
    expect(feed.status).toBe(200);
    expect(((await feed.json()) as { items: unknown[] }).items).toEqual([]);
    expect((await stranger.request('GET', `/api/community/posts/${postId}`)).status).toBe(404);
    expect((await stranger.request('GET', `/api/groups/${groupPath.split('/')[2]}`)).status).toBe(
      404,
    );

    const outside = await pageAs(outsider, 'phone');
    await outside.page.goto('/community');
    await expectPage(outside.page, { path: '/community', heading: 'Community' });
    await outside.page.getByLabel('Search community posts').fill(suffix);
    await outside.page
      .getByText('Try adjusting your search or filters to find more posts.')
      .waitFor();
    allowHttpError(outside.page, /\/api\/groups\/[0-9a-f-]{36}$/, 404);
    await outside.page.goto(groupPath);
    await expectPage(outside.page, { path: groupPath, heading: 'Group not found' });
    expect(await outside.page.getByText(name).count()).toBe(0);
    await saveScreenshot(outside.page, 'groups-not-found-390');

    // Its list of groups is empty, and the Community page leads there on a phone.
    await outside.page.goto('/community');
    await outside.page.getByRole('main').getByRole('link', { name: 'Groups' }).click();
    await expectPage(outside.page, { path: '/groups', heading: 'Prayer Groups' });
    await outside.page.getByRole('heading', { name: 'You are not in a group yet' }).waitFor();
    await saveScreenshot(outside.page, 'groups-empty-390');
  });

  test('on a phone, a leader hides a reported post and it leaves the wall; each member picks their notifications', async ({
    pageAs,
    apiAs,
    member,
    premiumMember,
  }) => {
    const suffix = Date.now().toString(36);
    const [leaderApi, memberApi] = await Promise.all([apiAs(member), apiAs(premiumMember)]);
    const group = await leaderApi.post<{ id: string; name: string }>('/api/groups', {
      name: `Family prayers ${suffix}`,
      description: 'For our family.',
    });
    const invite = await leaderApi.post<{ url: string }>(`/api/groups/${group.id}/invites`);
    await memberApi.post('/api/groups/join', { token: new URL(invite.url).pathname.split('/')[3] });
    const post = await leaderApi.post<{ id: string }>(`/api/groups/${group.id}/posts`, {
      title: `Buy cheap watches ${suffix}`,
      content: 'Not a prayer at all.',
      postType: 'reflection',
    });
    await memberApi.post(`/api/community/posts/${post.id}/report`, { reason: 'spam' });
    const groupPath = `/groups/${group.id}`;

    // The member watches the wall.
    const watcher = await pageAs(premiumMember, 'desktop');
    const watcherStream = streamOpened(watcher.page);
    await watcher.page.goto(groupPath);
    await expectPage(watcher.page, { path: groupPath, heading: group.name });
    await watcherStream;
    const watched = watcher.page.getByTestId('community-post').filter({ hasText: suffix });
    await watched.waitFor();
    // Members see no reports.
    expect(await watcher.page.getByRole('tab', { name: /Reports/ }).count()).toBe(0);

    // The leader, on a phone, finds the report and hides the post.
    const { page } = await pageAs(member, 'phone');
    await page.goto(groupPath);
    await expectPage(page, { path: groupPath, heading: group.name });
    await saveScreenshot(page, 'groups-group-390');
    await page.getByRole('tab', { name: /Reports/ }).click();
    const report = page.getByTestId('group-report').filter({ hasText: suffix });
    await report.getByText('Spam · 1').waitFor();
    await expectAccessible(page, 'group reports');
    await saveScreenshot(page, 'groups-reports-390');
    await report.getByRole('button', { name: 'Hide', exact: true }).click();
    await expectText(page, 'Hidden from the group');
    // Hiding settles its reports.
    await report.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No reports. All is well.' }).waitFor();

    // It leaves the member's wall without a reload.
    await watched.waitFor({ state: 'detached', timeout: 15_000 });

    // The leader still sees it on the wall, marked hidden, and restores it: it comes back live.
    await page.getByRole('tab', { name: 'Prayer wall' }).click();
    const hidden = page.getByTestId('community-post').filter({ hasText: suffix });
    await hidden.getByText(/hid this post/).waitFor();
    await hidden.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expectText(page, 'Post restored');
    await watched.waitFor({ timeout: 15_000 });

    // The member chooses a daily summary; it is kept.
    await watcher.page.getByRole('tab', { name: 'Settings' }).click();
    await watcher.page.getByLabel('Every new request').waitFor();
    await watcher.page.getByLabel('A daily summary').check();
    await expectText(watcher.page, 'Notifications saved');
    await expectAccessible(watcher.page, 'group settings');
    await watcher.page.reload();
    expect(await watcher.page.getByLabel('A daily summary').isChecked()).toBe(true);
    // A member may leave but not rename or delete the group.
    expect(await watcher.page.getByRole('button', { name: 'Delete group' }).count()).toBe(0);
    await watcher.page.getByRole('button', { name: 'Leave group' }).click();
    const leave = watcher.page.getByRole('alertdialog', { name: `Leave ${group.name}?` });
    await leave.getByRole('button', { name: 'Leave group' }).click();
    await expectText(watcher.page, 'You left the group');
    await expectPage(watcher.page, { path: '/groups', heading: 'Prayer Groups' });

    // The leader deletes the group, after a confirmation.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await saveScreenshot(page, 'groups-settings-390');
    await page.getByRole('button', { name: 'Delete group' }).click();
    const remove = page.getByRole('alertdialog', { name: `Delete ${group.name}?` });
    await remove.getByRole('button', { name: 'Delete group' }).click();
    await expectText(page, 'Group deleted');
    await expectPage(page, { path: '/groups', heading: 'Prayer Groups' });
  });

  test('a link that is not valid says so and leads back to the groups', async ({
    pageAs,
    member,
  }) => {
    const { page } = await pageAs(member, 'phone');
    allowHttpError(page, /\/api\/groups\/join$/, 404);
    await page.goto('/groups/join/not-a-real-link');
    await expectPage(page, {
      path: '/groups/join/not-a-real-link',
      heading: 'This link did not let you in',
    });
    await page
      .getByText('This invite link is not valid. Ask the group’s leader for a new one.')
      .waitFor();
    await page.getByRole('link', { name: 'Your groups' }).click();
    await expectPage(page, { path: '/groups', heading: 'Prayer Groups' });
  });
});
