import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  groupNotFound,
  groupFull,
  inviteExpired,
  inviteNotValid,
  removedFromGroup,
  tooManyGroups,
} from '@contracts/groups';
import { writeSetting } from '@server/db/settings';
import {
  answerBody,
  createTestContext,
  testOrigin,
  testPassword,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { groupLimitsKey } from './membership';

// Prayer groups, their members and invite links (decision 062), through the API as the
// app calls it. A group is its members' alone: everyone else, staff included, gets 404.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Call = { method?: string; json?: unknown };
const call = (user: TestUser, path: string, init: Call = {}) =>
  t.request(path, { cookie: user.cookie, ...init });

const startGroup = (leader: TestUser, name = 'Tuesday Bible study') =>
  answerBody(t.api(leader.cookie).groups.$post({ json: { name, description: 'We pray.' } }), 201);

async function inviteTo(groupId: string, leader: TestUser) {
  const invite = await answerBody(
    t.api(leader.cookie).groups[':id'].invites.$post({ param: { id: groupId } }),
    201,
  );
  return { ...invite, token: invite.url.split('/groups/join/')[1]! };
}

async function join(user: TestUser, token: string) {
  return call(user, '/api/groups/join', { json: { token } });
}

/** An outsider and a member of staff, in no group: one pair serves every circle. */
let strangersMade: Promise<[TestUser, TestUser]> | undefined;
const strangers = () =>
  (strangersMade ??= Promise.all([t.createUser(), t.createUser({ role: 'super_admin' })]));

/**
 * A group with a leader, a co-leader and two members, and an outsider and staff who are in none.
 */
async function circle() {
  const [leader, coLeader, member, fellow, [outsider, staff]] = await Promise.all([
    t.createUser(),
    t.createUser(),
    t.createUser(),
    t.createUser(),
    strangers(),
  ]);
  const group = await startGroup(leader!);
  const { token } = await inviteTo(group.id, leader!);
  for (const joiner of [coLeader!, member!, fellow!])
    expect((await join(joiner, token)).status).toBe(200);
  const promoted = await call(leader!, `/api/groups/${group.id}/members/${coLeader!.id}`, {
    method: 'PATCH',
    json: { role: 'co_leader' },
  });
  expect(promoted.status).toBe(200);
  return {
    group,
    leader: leader!,
    coLeader: coLeader!,
    member: member!,
    fellow: fellow!,
    outsider: outsider!,
    staff: staff!,
  };
}

describe('a group from start to leaving', () => {
  it('is started, shared by a link, joined, listed and read by its members alone', async () => {
    const leader = await t.createUser();
    const group = await startGroup(leader);
    expect(group).toMatchObject({ myRole: 'leader', memberCount: 1 });

    const invite = await inviteTo(group.id, leader);
    expect(invite.url).toMatch(/^http:\/\/.+\/groups\/join\/[A-Za-z0-9_-]{32}$/);
    const days = (Date.parse(invite.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);

    const [first, second, outsider] = await Promise.all([
      t.createUser(),
      t.createUser(),
      t.createUser(),
    ]);
    const joined = await join(first!, invite.token);
    expect(joined.status).toBe(200);
    expect(await joined.json()).toMatchObject({ id: group.id, myRole: 'member', memberCount: 2 });
    expect((await join(second!, invite.token)).status).toBe(200);
    // The same link again: already in, answered as it is.
    expect(await (await join(second!, invite.token)).json()).toMatchObject({ memberCount: 3 });

    const mine = await (await call(first!, '/api/groups')).json();
    expect(mine.items.map((g: { id: string }) => g.id)).toEqual([group.id]);
    const members = await (await call(second!, `/api/groups/${group.id}/members`)).json();
    expect(members.items.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([
      [leader.id, 'leader'],
      [first!.id, 'member'],
      [second!.id, 'member'],
    ]);

    expect((await (await call(outsider!, '/api/groups')).json()).items).toEqual([]);
    const hidden = await call(outsider!, `/api/groups/${group.id}`);
    expect(hidden.status).toBe(404);
    expect((await hidden.json()).error.message).toBe(groupNotFound);
  });

  it('hands the group on when its leader leaves, and deletes it when the last one goes', async () => {
    const { group, leader, coLeader, member, fellow } = await circle();
    expect(
      (await call(leader, `/api/groups/${group.id}/members/${leader.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);
    expect((await call(leader, `/api/groups/${group.id}`)).status).toBe(404);
    expect(await (await call(coLeader, `/api/groups/${group.id}`)).json()).toMatchObject({
      myRole: 'leader',
      memberCount: 3,
    });
    await call(coLeader, `/api/groups/${group.id}/members/${coLeader.id}`, { method: 'DELETE' });
    // No co-leader left: the member who joined first leads.
    expect(await (await call(member, `/api/groups/${group.id}`)).json()).toMatchObject({
      myRole: 'leader',
      memberCount: 2,
    });
    await call(member, `/api/groups/${group.id}/members/${member.id}`, { method: 'DELETE' });
    await call(fellow, `/api/groups/${group.id}/members/${fellow.id}`, { method: 'DELETE' });
    const rows = await t.db.query.prayerGroups.findMany();
    expect(rows.find((row) => row.id === group.id)).toBeUndefined();
  });

  it('a deleted account leaves its groups, which keep a leader', async () => {
    const { group, leader, coLeader } = await circle();
    const deleted = await call(leader, '/api/profile', {
      method: 'DELETE',
      json: { password: testPassword },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await (await call(coLeader, `/api/groups/${group.id}`)).json()).toMatchObject({
      myRole: 'leader',
      memberCount: 3,
    });
  });
});

describe('invite links', () => {
  it('a revoked link lets nobody in; an unknown one neither', async () => {
    const { group, leader } = await circle();
    const invite = await inviteTo(group.id, leader);
    const revoked = await call(leader, `/api/groups/${group.id}/invites/${invite.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    const late = await join(await t.createUser(), invite.token);
    expect(late.status).toBe(404);
    expect((await late.json()).error.message).toBe(inviteNotValid);
    const unknown = await join(await t.createUser(), 'not-a-real-token');
    expect((await unknown.json()).error.message).toBe(inviteNotValid);
  });

  it('someone a leader removed cannot come back by a link; someone who left can', async () => {
    const { group, leader, member, fellow } = await circle();
    const { token } = await inviteTo(group.id, leader);
    await call(leader, `/api/groups/${group.id}/members/${member.id}`, { method: 'DELETE' });
    const refused = await join(member, token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(removedFromGroup);
    await call(fellow, `/api/groups/${group.id}/members/${fellow.id}`, { method: 'DELETE' });
    expect((await join(fellow, token)).status).toBe(200);

    // Leaders see whom they removed and may take it back.
    const removed = await (await call(leader, `/api/groups/${group.id}/removals`)).json();
    expect(removed.items.map((r: { userId: string }) => r.userId)).toEqual([member.id]);
    const takenBack = await call(leader, `/api/groups/${group.id}/removals/${member.id}`, {
      method: 'DELETE',
    });
    expect(takenBack.status).toBe(204);
    expect((await join(member, token)).status).toBe(200);
  });

  it('leaders see the links still open, whoever made them, and not the revoked or expired', async () => {
    const { group, leader, coLeader } = await circle();
    const before = await (await call(leader, `/api/groups/${group.id}/invites`)).json();
    const mine = await inviteTo(group.id, coLeader);
    const listed = await (await call(leader, `/api/groups/${group.id}/invites`)).json();
    expect(listed.items).toHaveLength(before.items.length + 1);
    expect(listed.items[0]).toMatchObject({ id: mine.id, madeBy: 'Test Person' });
    expect(JSON.stringify(listed)).not.toContain(mine.token);
    await call(leader, `/api/groups/${group.id}/invites/${mine.id}`, { method: 'DELETE' });
    const after = await (await call(leader, `/api/groups/${group.id}/invites`)).json();
    expect(after.items.map((i: { id: string }) => i.id)).not.toContain(mine.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 15 * 86_400_000 });
    try {
      expect((await (await call(leader, `/api/groups/${group.id}/invites`)).json()).items).toEqual(
        [],
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a co-leader’s links stop letting people in once they no longer lead, removed or demoted', async () => {
    for (const change of ['demoted', 'removed'] as const) {
      const { group, leader, coLeader } = await circle();
      const theirs = await inviteTo(group.id, coLeader);
      const leaders = await inviteTo(group.id, leader);
      const changed = await call(
        leader,
        `/api/groups/${group.id}/members/${coLeader.id}`,
        change === 'demoted' ? { method: 'PATCH', json: { role: 'member' } } : { method: 'DELETE' },
      );
      expect(changed.status).toBeLessThan(300);
      const refused = await join(await t.createUser(), theirs.token);
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.message).toBe(inviteNotValid);
      const open = await (await call(leader, `/api/groups/${group.id}/invites`)).json();
      expect(open.items.map((i: { id: string }) => i.id)).not.toContain(theirs.id);
      // The leader's own link still works.
      expect((await join(await t.createUser(), leaders.token)).status).toBe(200);
      // Leading again later does not bring a link that may have been passed on back to life.
      if (change === 'demoted') {
        const again = await call(leader, `/api/groups/${group.id}/members/${coLeader.id}`, {
          method: 'PATCH',
          json: { role: 'co_leader' },
        });
        expect(again.status).toBe(200);
        expect((await join(await t.createUser(), theirs.token)).status).toBe(404);
      }
    }
  });

  it('a link expires after 14 days', async () => {
    const { group, leader } = await circle();
    const invite = await inviteTo(group.id, leader);
    const newcomer = await t.createUser();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(invite.expiresAt) + 1_000 });
    try {
      const response = await join(newcomer, invite.token);
      expect(response.status).toBe(404);
      expect((await response.json()).error.message).toBe(inviteExpired);
    } finally {
      vi.useRealTimers();
    }
    expect((await join(newcomer, invite.token)).status).toBe(200);
  });
});

describe('limits (Admin Settings)', () => {
  it('a member may be in so many groups, and a group may hold so many members', async () => {
    await writeSetting(t.db, groupLimitsKey, { groupsPerMember: 2, membersPerGroup: 2 });
    try {
      const busy = await t.createUser();
      await startGroup(busy, 'One');
      await startGroup(busy, 'Two');
      const third = await call(busy, '/api/groups', { json: { name: 'Three' } });
      expect(third.status).toBe(409);
      expect((await third.json()).error.message).toBe(tooManyGroups(2));

      const leader = await t.createUser();
      const group = await startGroup(leader, 'Small');
      const { token } = await inviteTo(group.id, leader);
      expect((await join(await t.createUser(), token)).status).toBe(200);
      const full = await join(await t.createUser(), token);
      expect(full.status).toBe(409);
      expect((await full.json()).error.message).toBe(groupFull(2));
      const tooMany = await join(busy, token);
      expect((await tooMany.json()).error.message).toBe(tooManyGroups(2));
    } finally {
      await writeSetting(t.db, groupLimitsKey, {});
    }
  });

  it('bad input is a 400 naming the field', async () => {
    const user = await t.createUser();
    const response = await call(user, '/api/groups', {
      json: { name: ' ', description: 'x'.repeat(501) },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toMatchObject({
      name: 'Name is required',
      description: 'Description must be at most 500 characters',
    });
  });
});

type Circle = Awaited<ReturnType<typeof circle>>;

/** A prayer request another member (not the caller) wrote on the group's wall. */
async function fellowsRequest(c: Circle) {
  const posted = await answerBody(
    t.api(c.fellow.cookie).groups[':id'].posts.$post({
      param: { id: c.group.id },
      json: { title: 'Pray for us', content: 'Please', postType: 'prayer_request' },
    }),
    201,
  );
  return posted.id;
}

/** A comment another member wrote under a request on the group's wall. */
async function fellowsComment(c: Circle) {
  const postId = await fellowsRequest(c);
  const comment = await answerBody(
    t.api(c.fellow.cookie).community.posts[':id'].comments.$post({
      param: { id: postId },
      json: { content: 'Amen' },
    }),
    201,
  );
  return comment.id;
}

describe('every group route, as each kind of caller', () => {
  type Who = 'outsider' | 'member' | 'coLeader' | 'leader' | 'staff';
  type Route = {
    name: string;
    call: (c: Circle, who: TestUser) => Response | Promise<Response>;
    expected: Record<Who, number>;
    /**
     * A call that changes who is in the group (or whether it exists) would change the next
     * caller's answer: after one succeeds, the next caller gets a fresh group. Every other route's
     * callers share one.
     */
    fresh?: true;
  };
  // Another plain member: the one each caller acts on.
  const other = (c: Awaited<ReturnType<typeof circle>>) => c.fellow.id;
  const routes: Route[] = [
    {
      name: 'GET /api/groups/{id}',
      call: (c, who) => call(who, `/api/groups/${c.group.id}`),
      expected: { outsider: 404, staff: 404, member: 200, coLeader: 200, leader: 200 },
    },
    {
      name: 'GET /api/groups/{id}/members',
      call: (c, who) => call(who, `/api/groups/${c.group.id}/members`),
      expected: { outsider: 404, staff: 404, member: 200, coLeader: 200, leader: 200 },
    },
    {
      name: 'PATCH /api/groups/{id}',
      call: (c, who) =>
        call(who, `/api/groups/${c.group.id}`, { method: 'PATCH', json: { name: 'Renamed' } }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 200, leader: 200 },
    },
    {
      name: 'POST /api/groups/{id}/invites',
      call: (c, who) => call(who, `/api/groups/${c.group.id}/invites`, { method: 'POST' }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 201, leader: 201 },
    },
    {
      name: 'DELETE /api/groups/{id}/invites/{inviteId}',
      call: async (c, who) => {
        const { id } = await inviteTo(c.group.id, c.leader);
        return call(who, `/api/groups/${c.group.id}/invites/${id}`, { method: 'DELETE' });
      },
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 204, leader: 204 },
    },
    {
      name: 'GET /api/groups/{id}/invites',
      call: (c, who) => call(who, `/api/groups/${c.group.id}/invites`),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 200, leader: 200 },
    },
    {
      name: 'GET /api/groups/{id}/removals',
      call: (c, who) => call(who, `/api/groups/${c.group.id}/removals`),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 200, leader: 200 },
    },
    {
      name: 'DELETE /api/groups/{id}/removals/{userId}',
      fresh: true,
      call: async (c, who) => {
        await call(c.leader, `/api/groups/${c.group.id}/members/${other(c)}`, {
          method: 'DELETE',
        });
        return call(who, `/api/groups/${c.group.id}/removals/${other(c)}`, { method: 'DELETE' });
      },
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 204, leader: 204 },
    },
    {
      name: 'PATCH /api/groups/{id}/members/{userId}',
      fresh: true,
      call: (c, who) =>
        call(who, `/api/groups/${c.group.id}/members/${other(c)}`, {
          method: 'PATCH',
          json: { role: 'co_leader' },
        }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 403, leader: 200 },
    },
    {
      name: 'DELETE /api/groups/{id}/members/{userId} (someone else)',
      fresh: true,
      call: (c, who) =>
        call(who, `/api/groups/${c.group.id}/members/${other(c)}`, { method: 'DELETE' }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 204, leader: 204 },
    },
    {
      name: 'DELETE /api/groups/{id}/members/{userId} (the leader, by a co-leader)',
      fresh: true,
      call: (c, who) =>
        call(who, `/api/groups/${c.group.id}/members/${c.leader.id}`, { method: 'DELETE' }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 403, leader: 204 },
    },
    {
      name: 'DELETE /api/groups/{id}',
      fresh: true,
      call: (c, who) => call(who, `/api/groups/${c.group.id}`, { method: 'DELETE' }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 403, leader: 204 },
    },
    {
      name: 'GET /api/groups/{id}/posts',
      call: (c, who) => call(who, `/api/groups/${c.group.id}/posts`),
      expected: { outsider: 404, staff: 404, member: 200, coLeader: 200, leader: 200 },
    },
    {
      name: 'POST /api/groups/{id}/posts',
      call: (c, who) =>
        call(who, `/api/groups/${c.group.id}/posts`, { json: { title: 'Hi', content: 'All' } }),
      expected: { outsider: 404, staff: 404, member: 201, coLeader: 201, leader: 201 },
    },
    {
      name: 'GET /api/community/posts/{id} (a group’s post)',
      call: async (c, who) => call(who, `/api/community/posts/${await fellowsRequest(c)}`),
      expected: { outsider: 404, staff: 404, member: 200, coLeader: 200, leader: 200 },
    },
    {
      name: 'POST /api/community/posts/{id}/prayed (a group’s request)',
      call: async (c, who) =>
        call(who, `/api/community/posts/${await fellowsRequest(c)}/prayed`, { method: 'POST' }),
      expected: { outsider: 404, staff: 404, member: 200, coLeader: 200, leader: 200 },
    },
    {
      name: 'PUT /api/groups/{id}/notifications',
      call: (c, who) =>
        call(who, `/api/groups/${c.group.id}/notifications`, {
          method: 'PUT',
          json: { notify: 'daily' },
        }),
      expected: { outsider: 404, staff: 404, member: 200, coLeader: 200, leader: 200 },
    },
    {
      name: 'GET /api/groups/{id}/reports',
      call: (c, who) => call(who, `/api/groups/${c.group.id}/reports`),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 200, leader: 200 },
    },
    ...(['hide', 'restore'] as const).flatMap((action) => [
      {
        name: `POST /api/groups/{id}/posts/{postId}/${action}`,
        call: async (c: Circle, who: TestUser) =>
          call(who, `/api/groups/${c.group.id}/posts/${await fellowsRequest(c)}/${action}`, {
            method: 'POST',
          }),
        expected: { outsider: 404, staff: 404, member: 403, coLeader: 204, leader: 204 },
      },
      {
        name: `POST /api/groups/{id}/comments/{commentId}/${action}`,
        call: async (c: Circle, who: TestUser) =>
          call(who, `/api/groups/${c.group.id}/comments/${await fellowsComment(c)}/${action}`, {
            method: 'POST',
          }),
        expected: { outsider: 404, staff: 404, member: 403, coLeader: 204, leader: 204 },
      },
    ]),
    {
      name: 'POST /api/groups/{id}/reports/dismiss',
      call: async (c, who) => {
        const postId = await fellowsRequest(c);
        await call(c.member, `/api/community/posts/${postId}/report`, { json: { reason: 'spam' } });
        return call(who, `/api/groups/${c.group.id}/reports/dismiss`, { json: { postId } });
      },
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 204, leader: 204 },
    },
    {
      name: 'PUT /api/groups/{id}/photo',
      call: (c, who) =>
        t.app.request(`${testOrigin}/api/groups/${c.group.id}/photo`, {
          method: 'PUT',
          headers: { origin: testOrigin, cookie: who.cookie, 'content-type': 'image/gif' },
          body: new TextEncoder().encode('GIF89a-a-picture'),
        }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 200, leader: 200 },
    },
    {
      name: 'DELETE /api/groups/{id}/photo',
      call: (c, who) => call(who, `/api/groups/${c.group.id}/photo`, { method: 'DELETE' }),
      expected: { outsider: 404, staff: 404, member: 403, coLeader: 200, leader: 200 },
    },
  ];
  const callers: Who[] = ['outsider', 'staff', 'member', 'coLeader', 'leader'];

  for (const route of routes) {
    it(route.name, async () => {
      const seen: Record<string, number> = {};
      let c = await circle();
      for (const who of callers) {
        seen[who] = (await route.call(c, c[who])).status;
        // A call that changed who is in the group changes the next one's answer: a new group.
        if (route.fresh && seen[who] < 300) c = await circle();
      }
      expect(seen).toEqual(route.expected);
    });
  }

  it('a 404 says the same for a group that exists and one that never did', async () => {
    const { group, outsider } = await circle();
    const existing = await call(outsider, `/api/groups/${group.id}/members`);
    const missing = await call(outsider, `/api/groups/${crypto.randomUUID()}/members`);
    expect(existing.status).toBe(missing.status);
    expect(await existing.json()).toEqual(await missing.json());
  });
});
