import fs from 'node:fs';
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

/** A PNG of one pixel: an image by its bytes, as the server checks. */
const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

  test('notices badge a new request and clear on the wall; a leader sets a photo; a member exports and deletes', async ({
    pageAs,
    apiAs,
    member,
  }) => {
    const suffix = Date.now().toString(36);
    const [hearer, departing] = await Promise.all([createUser('hearer'), createUser('departing')]);
    const [leaderApi, hearerApi, departingApi] = await Promise.all([
      apiAs(member),
      apiAs(hearer),
      apiAs(departing),
    ]);
    const group = await leaderApi.post<{ id: string; name: string }>('/api/groups', {
      name: `Choir prayers ${suffix}`,
      description: 'The choir prays together.',
    });
    const invite = await leaderApi.post<{ url: string }>(`/api/groups/${group.id}/invites`);
    const token = new URL(invite.url).pathname.split('/')[3];
    await hearerApi.post('/api/groups/join', { token });
    await departingApi.post('/api/groups/join', { token });
    const groupPath = `/groups/${group.id}`;

    // A member in a group, with nothing new: the notices say so.
    const listener = await pageAs(hearer, 'desktop');
    const listenerStream = streamOpened(listener.page);
    await listener.page.goto('/groups');
    await expectPage(listener.page, { path: '/groups', heading: 'Prayer Groups' });
    await listenerStream;
    const notices = listener.page.getByRole('region', { name: 'Notices' });
    await notices
      .getByText('No notices yet. New prayer requests in your groups will show here.')
      .waitFor();

    // Another member asks for prayer: the badge and the notice arrive without a reload.
    const title = `Pray for our concert ${suffix}`;
    const post = await departingApi.post<{ id: string }>(`/api/groups/${group.id}/posts`, {
      title,
      content: 'We sing on Sunday.',
      postType: 'prayer_request',
    });
    const sideGroups = listener.page.getByTestId('side-nav').getByRole('link', { name: /^Groups/ });
    await listener.page
      .getByTestId('side-nav')
      .getByRole('link', { name: 'Groups 1 unread notice' })
      .waitFor({ timeout: 15_000 });
    const notice = notices.getByTestId('group-notice').filter({ hasText: suffix });
    await notice
      .getByRole('link', { name: `New prayer request in ${group.name}: ${title}` })
      .waitFor();
    await notice.getByText('Unread', { exact: true }).waitFor();
    await expectAccessible(listener.page, 'groups page with an unread notice');
    await saveScreenshot(listener.page, 'groups-notices-1280');

    // On a phone, the Community page's way to the groups carries it too.
    const phone = await pageAs(hearer, 'phone');
    await phone.page.goto('/community');
    await expectPage(phone.page, { path: '/community', heading: 'Community' });
    await phone.page
      .getByRole('main')
      .getByRole('link', { name: 'Groups 1 unread notice' })
      .waitFor();
    await saveScreenshot(phone.page, 'groups-community-badge-390');
    await phone.page
      .getByRole('main')
      .getByRole('link', { name: /^Groups/ })
      .click();
    await expectPage(phone.page, { path: '/groups', heading: 'Prayer Groups' });
    await phone.page
      .getByRole('link', { name: `New prayer request in ${group.name}: ${title}` })
      .waitFor();
    await saveScreenshot(phone.page, 'groups-notices-390');

    // The folded side bar keeps the count on the icon.
    await listener.page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await listener.page
      .getByTestId('side-nav')
      .getByRole('link', { name: 'Groups 1 unread notice' })
      .waitFor();
    await saveScreenshot(listener.page, 'groups-notices-folded-1280');
    await listener.page.getByRole('button', { name: 'Expand sidebar' }).click();

    // Opening the group from its notice reads it: the badge clears.
    await notice.getByRole('link').click();
    await expectPage(listener.page, { path: groupPath, heading: group.name });
    await listener.page.getByTestId('community-post').filter({ hasText: title }).waitFor();
    await listener.page.getByTestId('group-notices-badge').waitFor({ state: 'detached' });
    expect(await sideGroups.textContent()).toBe('Groups');
    await listener.page.getByRole('link', { name: 'Your groups' }).click();
    await notice.getByText('Unread', { exact: true }).waitFor({ state: 'detached' });

    // The leader, on a phone, gives the group a photo: a file that is no image is refused first.
    const { page } = await pageAs(member, 'phone');
    await page.goto(`${groupPath}?tab=settings`);
    await expectPage(page, { path: groupPath, heading: group.name });
    const photoInput = page.getByLabel('Change photo');
    await photoInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expectText(page, 'Please choose a PNG, JPEG, WebP or GIF image.');
    await photoInput.setInputFiles({ name: 'choir.png', mimeType: 'image/png', buffer: pixelPng });
    await expectText(page, 'Photo saved');
    await page.getByRole('img', { name: 'Group photo' }).waitFor();
    // The group's header shows it too.
    await page.getByRole('main').locator('header img').waitFor();
    await expectAccessible(page, 'group settings with a photo');
    await saveScreenshot(page, 'groups-photo-settings-390');

    // Members see it in their list of groups.
    await listener.page.reload();
    await listener.page
      .getByRole('listitem')
      .filter({ hasText: group.name })
      .locator('img')
      .waitFor();
    await saveScreenshot(listener.page, 'groups-list-photo-1280');
    await listener.page.getByRole('link', { name: group.name, exact: true }).click();
    await expectPage(listener.page, { path: groupPath, heading: group.name });
    await listener.page.getByRole('main').locator('header img').waitFor();
    await saveScreenshot(listener.page, 'groups-header-photo-1280');

    // The leader takes it back off: initials again.
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expectText(page, 'Photo removed');
    await page.getByRole('img', { name: 'Group photo' }).waitFor({ state: 'detached' });

    // The departing member comments on their own request and downloads their data: the group,
    // the post and the comment are in it.
    const comment = `Thank you all ${suffix}`;
    await departingApi.post(`/api/community/posts/${post.id}/comments`, { content: comment });
    const leaving = await pageAs(departing, 'desktop');
    await leaving.page.goto('/account');
    const downloading = leaving.page.waitForEvent('download');
    await leaving.page.getByRole('button', { name: 'Download My Data' }).click();
    const download = await downloading;
    await expectText(leaving.page, 'Data downloaded');
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
      groups: { groupId: string; name: string; role: string }[];
      posts: { id: string; groupId: string | null; title: string }[];
      comments: { postId: string; content: string }[];
    };
    expect(file.groups).toEqual([
      expect.objectContaining({ groupId: group.id, name: group.name, role: 'member' }),
    ]);
    expect(file.posts).toEqual([
      expect.objectContaining({ id: post.id, groupId: group.id, title }),
    ]);
    expect(file.comments).toEqual([expect.objectContaining({ postId: post.id, content: comment })]);

    // They delete their account.
    await leaving.page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = leaving.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Your password').fill(departing.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectPage(leaving.page, { path: '/auth' });
    await expectText(leaving.page, 'Account deleted');

    // The leader finds neither their request on the wall nor them among the members.
    await page.goto(groupPath);
    await expectPage(page, { path: groupPath, heading: group.name });
    await page.getByRole('heading', { name: 'Nothing on the wall yet' }).waitFor();
    expect(await page.getByText(title).count()).toBe(0);
    await page.getByRole('tab', { name: 'Members' }).click();
    await expect.poll(() => page.getByTestId('group-member').count()).toBe(2);
    expect(
      await page.getByTestId('group-member').filter({ hasText: departing.firstName }).count(),
    ).toBe(0);
    await page.getByTestId('group-member-count').getByText('2 members').waitFor();
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
