import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostInput } from '@contracts/community';
import { eq } from 'drizzle-orm';
import { profiles } from '@server/db/schema/profiles';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { openStream, type SseStream } from '@server/test/sse-client';

// A prayer group's wall (decision 063): community posts that the group's members alone read, on
// the feed's model; what an outsider and staff find of them (nothing, but through a report), and
// the leaders' moderation.

let t: TestContext;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t.close();
});

type Call = { method?: string; json?: unknown };
const call = (user: TestUser, path: string, init: Call = {}) =>
  t.request(path, { cookie: user.cookie, ...init });
const body = async <T>(response: Response, status = 200) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
};

async function named(fullName: string) {
  const user = await t.createUser();
  await t.db.update(profiles).set({ fullName }).where(eq(profiles.userId, user.id));
  return user;
}

/** An outsider and a moderator, in no group: one pair serves every circle. */
let strangersMade: Promise<[TestUser, TestUser]> | undefined;
const strangers = () =>
  (strangersMade ??= Promise.all([t.createUser(), t.createUser({ role: 'moderator' })]));

/** A group led by `leader` with a co-leader and two members; an outsider and staff in none. */
async function circle() {
  const [leader, coLeader, member, fellow, [outsider, staff]] = await Promise.all([
    named('Lydia Leader'),
    named('Cora Co'),
    named('Martha Member'),
    named('Felix Fellow'),
    strangers(),
  ]);
  const group = await answerBody(
    t.api(leader!.cookie).groups.$post({ json: { name: 'Family', description: '' } }),
    201,
  );
  const invite = await answerBody(
    t.api(leader!.cookie).groups[':id'].invites.$post({ param: { id: group.id } }),
    201,
  );
  const token = invite.url.split('/groups/join/')[1]!;
  for (const joiner of [coLeader!, member!, fellow!])
    await body(await call(joiner, '/api/groups/join', { json: { token } }));
  await body(
    await call(leader!, `/api/groups/${group.id}/members/${coLeader!.id}`, {
      method: 'PATCH',
      json: { role: 'co_leader' },
    }),
  );
  return {
    groupId: group.id,
    leader: leader!,
    coLeader: coLeader!,
    member: member!,
    fellow: fellow!,
    outsider: outsider!,
    staff: staff!,
  };
}

const request = (title: string): PostInput => ({
  title,
  content: `Please pray: ${title}`,
  postType: 'prayer_request',
});

function postTo(groupId: string, author: TestUser, input: PostInput) {
  return answerBody(
    t.api(author.cookie).groups[':id'].posts.$post({ param: { id: groupId }, json: input }),
    201,
  );
}

const wallOf = (user: TestUser, groupId: string) =>
  t
    .api(user.cookie)
    .groups[':id'].posts.$get({ param: { id: groupId }, query: { timeZone: 'UTC' } });

describe('a group’s prayer wall', () => {
  it('shows open requests first, answered ones with their testimony, and who prayed today', async () => {
    const { groupId, member, fellow, leader } = await circle();
    const first = await postTo(groupId, member, request('Mum’s surgery'));
    const reflection = await postTo(groupId, leader, {
      title: 'Sunday thought',
      content: 'Grace upon grace.',
    });
    const second = await postTo(groupId, member, request('New job'));

    await body(
      await call(fellow, `/api/community/posts/${first.id}/prayed?timeZone=UTC`, {
        method: 'POST',
      }),
    );
    await body(
      await call(leader, `/api/community/posts/${first.id}/prayed?timeZone=UTC`, {
        method: 'POST',
      }),
    );
    const comment = await call(fellow, `/api/community/posts/${first.id}/comments`, {
      json: { content: 'Praying for her.' },
    });
    expect(comment.status).toBe(201);
    await body(
      await call(member, `/api/community/posts/${second.id}/answer`, {
        method: 'PUT',
        json: { testimony: 'I start on Monday!' },
      }),
    );

    const seen = await answerBody(wallOf(fellow, groupId));
    expect(seen.open.map((post) => post.title)).toEqual(['Mum’s surgery']);
    expect(seen.items.map((post) => post.title)).toEqual(['New job', 'Sunday thought']);
    expect(seen.items[0]!.testimony).toBe('I start on Monday!');
    expect(seen.open[0]!.prayedCount).toBe(2);
    expect(seen.open[0]!.prayedToday).toBe(true);
    expect(seen.open[0]!.commentsCount).toBe(1);
    expect(seen.prayedToday[first.id]).toEqual(['Felix Fellow', 'Lydia Leader']);
    expect(seen.items.find((post) => post.id === reflection.id)?.author?.name).toBe('Lydia Leader');
  });

  it('is nowhere for someone outside the group, staff included: feed, search, activity, figures, ids', async () => {
    const { groupId, member, outsider, staff } = await circle();
    const before = await answerBody(t.api(outsider.cookie).community.stats.$get());
    const secret = await postTo(groupId, member, request('Zebulun-secret-request'));
    const comment = await answerBody(
      t.api(member.cookie).community.posts[':id'].comments.$post({
        param: { id: secret.id },
        json: { content: 'Amen' },
      }),
      201,
    );

    for (const viewer of [outsider, staff]) {
      const feed = await answerBody(
        t.api(viewer.cookie).community.posts.$get({ query: { limit: '100' } }),
      );
      expect(feed.items.some((post) => post.id === secret.id)).toBe(false);
      const search = await answerBody(
        t.api(viewer.cookie).community.posts.$get({ query: { q: 'Zebulun-secret' } }),
      );
      expect(search.items).toEqual([]);
      const typed = await answerBody(
        t.api(viewer.cookie).community.posts.$get({
          query: { type: 'prayer_request', q: 'Zebulun' },
        }),
      );
      expect(typed.items).toEqual([]);
      const activity = await answerBody(t.api(viewer.cookie).community.activities.$get());
      expect(activity.items.map((item) => item.targetId)).not.toContain(secret.id);
      expect(activity.items.map((item) => item.targetId)).not.toContain(comment.id);
      for (const [method, path] of [
        ['GET', `/api/community/posts/${secret.id}`],
        ['GET', `/api/community/posts/${secret.id}/comments`],
        ['POST', `/api/community/posts/${secret.id}/like`],
        ['POST', `/api/community/posts/${secret.id}/prayed`],
        ['POST', `/api/community/posts/${secret.id}/comments`],
        ['POST', `/api/community/posts/${secret.id}/report`],
        ['POST', `/api/community/comments/${comment.id}/like`],
        ['POST', `/api/community/comments/${comment.id}/report`],
        ['GET', `/api/groups/${groupId}/posts`],
        ['POST', `/api/groups/${groupId}/posts`],
      ] as const) {
        const json = path.endsWith('report')
          ? { reason: 'spam' }
          : method === 'GET' || !path.endsWith('s')
            ? undefined
            : path.endsWith('/comments')
              ? { content: 'Hello' }
              : { content: 'Hello', title: 'Hello' };
        const response = await call(viewer, path, { method, json });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    // The community's figures count the feed alone.
    const after = await answerBody(t.api(outsider.cookie).community.stats.$get());
    expect(after).toEqual(before);
    // Staff's list of every post leaves groups out: they read a group's post only through a report.
    const staffPosts = await answerBody(
      t.api(staff.cookie).moderation.posts.$get({ query: { limit: '100' } }),
    );
    expect(staffPosts.items.map((post) => post.id)).not.toContain(secret.id);
  });

  it('lets the leaders hide and restore posts and comments, and see the group’s reports', async () => {
    const { groupId, leader, coLeader, member, fellow, outsider, staff } = await circle();
    const post = await postTo(groupId, member, request('A hard week'));
    const comment = await answerBody(
      t.api(member.cookie).community.posts[':id'].comments.$post({
        param: { id: post.id },
        json: { content: 'Rude words' },
      }),
      201,
    );
    await call(fellow, `/api/community/posts/${post.id}/report`, { json: { reason: 'spam' } });
    await call(fellow, `/api/community/comments/${comment.id}/report`, {
      json: { reason: 'harassment' },
    });

    const group = await answerBody(
      t.api(leader.cookie).groups[':id'].$get({ param: { id: groupId } }),
    );
    expect(group.openReports).toBe(2);
    const asMember = await answerBody(
      t.api(fellow.cookie).groups[':id'].$get({ param: { id: groupId } }),
    );
    expect(asMember.openReports).toBe(0);
    const reports = await answerBody(
      t.api(coLeader.cookie).groups[':id'].reports.$get({ param: { id: groupId } }),
    );
    expect(reports.items.map((item) => [item.target, item.title])).toEqual(
      expect.arrayContaining([
        ['post', 'A hard week'],
        ['comment', 'A hard week'],
      ]),
    );
    expect(reports.items[0]).not.toHaveProperty('author');

    // Members may not moderate; outsiders and staff do not find the group.
    expect((await call(fellow, `/api/groups/${groupId}/reports`)).status).toBe(403);
    expect(
      (await call(fellow, `/api/groups/${groupId}/posts/${post.id}/hide`, { method: 'POST' }))
        .status,
    ).toBe(403);
    for (const viewer of [outsider, staff])
      expect(
        (await call(viewer, `/api/groups/${groupId}/posts/${post.id}/hide`, { method: 'POST' }))
          .status,
      ).toBe(404);

    const hidden = await call(coLeader, `/api/groups/${groupId}/comments/${comment.id}/hide`, {
      method: 'POST',
    });
    expect(hidden.status).toBe(204);
    const comments = await answerBody(
      t.api(fellow.cookie).community.posts[':id'].comments.$get({ param: { id: post.id } }),
    );
    expect(comments.items).toEqual([]);

    expect(
      (await call(leader, `/api/groups/${groupId}/posts/${post.id}/hide`, { method: 'POST' }))
        .status,
    ).toBe(204);
    // Gone for the other members; the leaders still see it, marked hidden, to restore it.
    const fellowWall = await answerBody(wallOf(fellow, groupId));
    expect([...fellowWall.open, ...fellowWall.items].map((p) => p.id)).not.toContain(post.id);
    const leaderWall = await answerBody(wallOf(leader, groupId));
    expect(leaderWall.open.find((p) => p.id === post.id)?.hidden).toBe(true);
    expect((await call(fellow, `/api/community/posts/${post.id}`)).status).toBe(404);
    // Hiding resolved the reports.
    expect(
      (
        await answerBody(
          t.api(leader.cookie).groups[':id'].reports.$get({ param: { id: groupId } }),
        )
      ).items,
    ).toEqual([]);

    expect(
      (await call(leader, `/api/groups/${groupId}/posts/${post.id}/restore`, { method: 'POST' }))
        .status,
    ).toBe(204);
    expect((await call(fellow, `/api/community/posts/${post.id}`)).status).toBe(200);
  });

  it('keeps a leader’s reach inside their group', async () => {
    const mine = await circle();
    const theirs = await circle();
    const post = await postTo(theirs.groupId, theirs.member, request('Not yours'));
    const response = await call(mine.leader, `/api/groups/${mine.groupId}/posts/${post.id}/hide`, {
      method: 'POST',
    });
    expect(response.status).toBe(404);
    expect((await call(theirs.fellow, `/api/community/posts/${post.id}`)).status).toBe(200);
  });

  it('brings a report of a group’s post to staff, who can filter by group and act', async () => {
    const { groupId, member, fellow, staff } = await circle();
    const post = await postTo(groupId, member, request('Reported in a group'));
    await call(fellow, `/api/community/posts/${post.id}/report`, { json: { reason: 'spam' } });

    // An unreported post of the group, and a comment under it, are out of staff's reach by id.
    const quiet = await postTo(groupId, member, request('Never reported'));
    const quietComment = await answerBody(
      t.api(fellow.cookie).community.posts[':id'].comments.$post({
        param: { id: quiet.id },
        json: { content: 'Amen' },
      }),
      201,
    );
    for (const path of [
      `/api/moderation/posts/${quiet.id}/hide`,
      `/api/moderation/comments/${quietComment.id}/hide`,
    ])
      expect((await call(staff, path, { method: 'POST' })).status).toBe(404);
    expect((await call(fellow, `/api/community/posts/${quiet.id}`)).status).toBe(200);
    expect(
      (
        await answerBody(
          t.api(fellow.cookie).community.posts[':id'].comments.$get({ param: { id: quiet.id } }),
        )
      ).items,
    ).toHaveLength(1);

    const queue = await answerBody(
      t.api(staff.cookie).moderation.queue.$get({ query: { groupId } }),
    );
    expect(queue.items.map((item) => [item.postId, item.group?.id])).toEqual([[post.id, groupId]]);
    const groups = await answerBody(t.api(staff.cookie).moderation.groups.$get());
    expect(groups.items.find((group) => group.id === groupId)).toMatchObject({
      memberCount: 4,
      openReports: 1,
    });
    expect(groups.items.find((group) => group.id === groupId)).not.toHaveProperty('description');

    expect(
      (await call(staff, `/api/moderation/posts/${post.id}/hide`, { method: 'POST' })).status,
    ).toBe(204);
    expect((await call(fellow, `/api/community/posts/${post.id}`)).status).toBe(404);
  });

  it('tells the group’s members of a new post live, and nobody else', async () => {
    const { groupId, member, fellow, outsider } = await circle();
    const fellowStream = await openStream(t, fellow.cookie);
    const outsiderStream = await openStream(t, outsider.cookie);
    streams.push(fellowStream, outsiderStream);
    expect((await fellowStream.next()).event).toBe('ready');
    expect((await outsiderStream.next()).event).toBe('ready');

    const secret = await postTo(groupId, member, request('Live in the group'));
    expect(await fellowStream.next()).toEqual({
      event: 'community.post_created',
      data: {
        id: secret.id,
        title: 'Live in the group',
        post_type: 'prayer_request',
        group_id: groupId,
      },
    });
    await body(await call(fellow, `/api/community/posts/${secret.id}/like`, { method: 'POST' }));
    expect(await fellowStream.next()).toEqual({
      event: 'community.post_changed',
      data: { id: secret.id, change: 'liked' },
    });
    // Then a post on the community feed: the outsider's next event is that one, so nothing of
    // the group's came before it.
    const open = await answerBody(
      t.api(member.cookie).community.posts.$post({ json: { title: 'Open to all', content: 'Hi' } }),
      201,
    );
    expect(await outsiderStream.next()).toEqual({
      event: 'community.post_created',
      data: { id: open.id, title: 'Open to all', post_type: 'reflection' },
    });
  });

  it('starts and stops news of a group as people join and are removed', async () => {
    const { groupId, leader, member } = await circle();
    const newcomer = await t.createUser();
    const stream = await openStream(t, newcomer.cookie);
    streams.push(stream);
    expect((await stream.next()).event).toBe('ready');
    // Heard before joining: the stream reads the newcomer's groups (none yet).
    const beforeJoin = await postTo(groupId, member, request('Before you came'));
    const invite = await answerBody(
      t.api(leader.cookie).groups[':id'].invites.$post({ param: { id: groupId } }),
      201,
    );
    await body(
      await call(newcomer, '/api/groups/join', {
        json: { token: invite.url.split('/groups/join/')[1] },
      }),
    );
    const welcome = await postTo(groupId, member, request('Welcome'));
    expect(await stream.next()).toMatchObject({ data: { id: welcome.id } });

    expect(
      (await call(leader, `/api/groups/${groupId}/members/${newcomer.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    await postTo(groupId, member, request('After you left'));
    const open = await answerBody(
      t.api(member.cookie).community.posts.$post({ json: { title: 'Everyone', content: 'Hi' } }),
      201,
    );
    expect(await stream.next()).toMatchObject({ data: { id: open.id } });
    expect(beforeJoin.id).not.toBe(welcome.id);
  });

  it('leaves a removed member no hold on their old posts and comments: no writes, no reads', async () => {
    const { groupId, leader, member, fellow } = await circle();
    const mine = await postTo(groupId, member, request('My own request'));
    const theirs = await postTo(groupId, fellow, request('Fellow’s request'));
    const myComment = await answerBody(
      t.api(member.cookie).community.posts[':id'].comments.$post({
        param: { id: theirs.id },
        json: { content: 'Praying with you' },
      }),
      201,
    );
    expect(
      (await call(leader, `/api/groups/${groupId}/members/${member.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    await body(
      await call(fellow, `/api/community/posts/${mine.id}/comments`, {
        json: { content: 'Written after you left' },
      }),
      201,
    );

    const refused = [
      call(member, `/api/community/posts/${mine.id}`, {
        method: 'PATCH',
        json: { title: 'Changed from outside' },
      }),
      call(member, `/api/community/posts/${mine.id}/answer`, {
        method: 'PUT',
        json: { testimony: 'Answered from outside' },
      }),
      call(member, `/api/community/comments/${myComment.id}`, {
        method: 'PATCH',
        json: { content: 'Changed from outside' },
      }),
      call(member, `/api/community/comments/${myComment.id}`, { method: 'DELETE' }),
      call(member, `/api/community/posts/${mine.id}`, { method: 'DELETE' }),
      call(member, `/api/community/posts/${mine.id}`),
      call(member, `/api/community/posts/${mine.id}/comments`),
    ];
    for (const response of await Promise.all(refused)) expect(response.status).toBe(404);

    // The group still reads both as they were.
    const leaderWall = await answerBody(wallOf(leader, groupId));
    const stillMine = [...leaderWall.open, ...leaderWall.items].find((post) => post.id === mine.id);
    expect(stillMine).toMatchObject({ title: 'My own request', answeredAt: null });
    const comments = await answerBody(
      t.api(fellow.cookie).community.posts[':id'].comments.$get({ param: { id: theirs.id } }),
    );
    expect(comments.items.find((comment) => comment.id === myComment.id)?.content).toBe(
      'Praying with you',
    );
  });

  it('lets a member choose what they hear of the group', async () => {
    const { groupId, member, outsider } = await circle();
    expect(
      (await answerBody(t.api(member.cookie).groups[':id'].$get({ param: { id: groupId } })))
        .notify,
    ).toBe('every');
    const changed = await answerBody(
      t.api(member.cookie).groups[':id'].notifications.$put({
        param: { id: groupId },
        json: { notify: 'daily' },
      }),
    );
    expect(changed.notify).toBe('daily');
    const bad = await call(member, `/api/groups/${groupId}/notifications`, {
      method: 'PUT',
      json: { notify: 'hourly' },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await call(outsider, `/api/groups/${groupId}/notifications`, {
          method: 'PUT',
          json: { notify: 'none' },
        })
      ).status,
    ).toBe(404);
  });

  it('goes with its group', async () => {
    const { groupId, leader, member } = await circle();
    const post = await postTo(groupId, member, request('Until the group ends'));
    expect((await call(leader, `/api/groups/${groupId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(member, `/api/community/posts/${post.id}`)).status).toBe(404);
  });
});
