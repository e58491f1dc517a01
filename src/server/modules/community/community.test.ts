import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/auth';
import { communityPosts } from '@server/db/schema/community';
import { profiles } from '@server/db/schema/profiles';
import type { Viewer } from '@server/http/env';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { testDbKind } from '@server/test/database';
import { openStream, type SseStream } from '@server/test/sse-client';
import { createPostgresBus } from '@server/realtime/postgres-bus';
import { createPost } from './posts';
import { toggleLike } from './likes';

let t: TestContext;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let moderator: TestUser;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestContext();
  [alice, bob, carol, moderator] = await Promise.all([
    t.createUser(),
    t.createUser(),
    t.createUser(),
    t.createUser({ role: 'moderator' }),
  ]);
  await t.db
    .update(profiles)
    .set({ fullName: 'Alice Secretname' })
    .where(eq(profiles.userId, alice.id));
  await t.db.update(profiles).set({ fullName: 'Bob Builder' }).where(eq(profiles.userId, bob.id));
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read loosely in assertions
type Json = Record<string, any>;
const send = (user: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(`/api${path}`, { cookie: user.cookie, ...init });
async function ok(response: Response, status = 200): Promise<Json> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text ? JSON.parse(text) : {};
}
const post = async (user: TestUser, json: Json) =>
  ok(await send(user, '/community/posts', { json }), 201);
const feed = async (user: TestUser, query = '') => ok(await send(user, `/community/posts${query}`));
const allIds = (page: Json) => [...page.pinned, ...page.items].map((p: Json) => p.id);
async function stream(user: TestUser) {
  const s = await openStream(t, user.cookie);
  streams.push(s);
  expect((await s.next()).event).toBe('ready');
  return s;
}

describe('community posts', () => {
  it('creates with trimmed fields, defaults and de-duplicated tags; lists newest first', async () => {
    const created = await post(bob, {
      title: '  Morning thanks ',
      content: ' Grateful today ',
      tags: [' hope', 'hope', '', 'faith '],
    });
    expect(created).toMatchObject({
      title: 'Morning thanks',
      content: 'Grateful today',
      postType: 'reflection',
      isAnonymous: false,
      tags: ['hope', 'faith'],
      likesCount: 0,
      commentsCount: 0,
      isMine: true,
      author: { id: bob.id, name: 'Bob Builder' },
    });
    const later = await post(carol, { title: 'Question', content: 'How?', postType: 'question' });
    const page = await feed(alice);
    expect(allIds(page).slice(0, 2)).toEqual([later.id, created.id]);
    expect(page.items[1].isMine).toBe(false);
  });

  it('refuses bad input with per-field 400s and writes nothing', async () => {
    const before = (await feed(alice, '?limit=100')).items.length;
    const cases: [Json, string][] = [
      [{ title: '   ', content: 'x' }, 'title'],
      [{ title: 'x', content: ' \n ' }, 'content'],
      [{ title: 'x', content: 'y'.repeat(1001) }, 'content'],
      [{ title: 'x', content: 'y', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
      [{ title: 'x', content: 'y', postType: 'content_share' }, 'postType'],
    ];
    for (const [json, field] of cases) {
      const response = await send(alice, '/community/posts', { json });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(body.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await post(alice, { title: 'x', content: 'y'.repeat(1000) })).content).toHaveLength(
      1000,
    );
    expect((await feed(alice, '?limit=100')).items.length).toBe(before + 1);
    const huge = await t.request('/api/community/posts', {
      cookie: alice.cookie,
      headers: { 'content-type': 'application/json' },
      method: 'POST',
      json: { title: 'x', content: 'y'.repeat(10 * 1024 * 1024) },
    });
    expect([400, 413]).toContain(huge.status);
  });

  it('searches title or content case-insensitively and filters by type', async () => {
    const mine = await post(carol, { title: 'Zebra Sky', content: 'plain', postType: 'testimony' });
    await post(carol, { title: 'plain', content: 'under a ZEBRA SKY', postType: 'reflection' });
    expect((await feed(alice, '?q=zebra%20sky')).items).toHaveLength(2);
    const filtered = await feed(alice, '?q=zebra&type=testimony');
    expect(filtered.items.map((p: Json) => p.id)).toEqual([mine.id]);
    expect((await feed(alice, '?q=100%25')).items).toHaveLength(0);
  });

  it('edits and deletes only your own post', async () => {
    const own = await post(carol, { title: 'Mine', content: 'text' });
    expect(
      (
        await send(bob, `/community/posts/${own.id}`, {
          method: 'PATCH',
          json: { title: 'Hijack' },
        })
      ).status,
    ).toBe(404);
    expect((await send(bob, `/community/posts/${own.id}`, { method: 'DELETE' })).status).toBe(404);
    const edited = await ok(
      await send(carol, `/community/posts/${own.id}`, {
        method: 'PATCH',
        json: { title: ' New ' },
      }),
    );
    expect(edited.title).toBe('New');
    expect((await send(carol, `/community/posts/${own.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await send(carol, `/community/posts/${own.id}`)).status).toBe(404);
  });

  it('keeps markup as text', async () => {
    const script = '<script>alert(1)</script>';
    const created = await post(bob, {
      title: script,
      content: `<img src=x onerror=alert(1)>`,
      tags: [script],
    });
    const read = await ok(await send(alice, `/community/posts/${created.id}`));
    expect(read.title).toBe(script);
    expect(read.tags).toEqual([script]);
  });

  it('needs a signed-in member', async () => {
    expect((await t.request('/api/community/posts')).status).toBe(401);
    expect(
      (await t.request('/api/community/posts', { json: { title: 'a', content: 'b' } })).status,
    ).toBe(401);
  });
});

describe('news of a new post', () => {
  it('reaches every other member but not the author, whose next event is the like that follows', async () => {
    const author = await t.createUser();
    const authorStream = await stream(author);
    const watcher = await stream(bob);
    const created = await post(author, { title: 'My own news', content: 'x' });
    expect(await watcher.next()).toEqual({
      event: 'community.post_created',
      data: { id: created.id, title: 'My own news', post_type: 'reflection' },
    });
    await ok(await send(bob, `/community/posts/${created.id}/like`, { method: 'POST' }));
    expect(await authorStream.next()).toEqual({
      event: 'community.post_changed',
      data: { id: created.id, change: 'liked' },
    });
  });
});

describe('anonymity', () => {
  it("never shows an anonymous author's id or name, in any route or event", async () => {
    // Dana only ever posts anonymously, so her id or name anywhere is a leak.
    const dana = await t.createUser();
    await t.db
      .update(profiles)
      .set({ fullName: 'Dana Hiddenname' })
      .where(eq(profiles.userId, dana.id));
    const watcher = await stream(bob);
    const created = await post(dana, {
      title: 'Please pray',
      content: 'For my family',
      postType: 'prayer_request',
      isAnonymous: true,
    });
    expect(created.author).toBeNull();
    expect(created.isMine).toBe(true);
    const event = await watcher.next();
    expect(event.event).toBe('community.post_created');
    const leaks = (value: unknown) => {
      const text = JSON.stringify(value);
      return text.includes(dana.id) || text.includes('Hiddenname');
    };
    expect(leaks(event.data)).toBe(false);
    await ok(await send(bob, `/community/posts/${created.id}/like`, { method: 'POST' }));
    await ok(
      await send(bob, `/community/posts/${created.id}/comments`, { json: { content: 'Praying' } }),
      201,
    );
    for (const path of [
      '/community/posts?limit=100',
      `/community/posts?q=${encodeURIComponent('Please pray')}`,
      `/community/posts/${created.id}`,
      `/community/posts/${created.id}/comments`,
      '/community/activities',
      '/community/stats',
    ]) {
      const body = await (await send(bob, path)).json();
      expect(leaks(body), path).toBe(false);
    }
    const changed = await watcher.next();
    expect(changed.event).toBe('community.post_changed');
    expect(leaks(changed.data)).toBe(false);
    // Staff moderators see who wrote it, in the moderation routes only.
    const staff = await ok(await send(moderator, '/moderation/posts?limit=100'));
    const found = staff.items.find((p: Json) => p.id === created.id);
    expect(found.author.id).toBe(dana.id);
    expect(found.isAnonymous).toBe(true);
    expect(leaks(await (await send(moderator, `/community/posts/${created.id}`)).json())).toBe(
      false,
    );
  });
});

describe('comments', () => {
  it('threads replies, lists oldest first, edits own, deletes with replies, keeps counts exact', async () => {
    const p = await post(bob, { title: 'Thread', content: 'Talk' });
    const path = `/community/posts/${p.id}/comments`;
    const first = await ok(await send(alice, path, { json: { content: ' First ' } }), 201);
    const reply = await ok(
      await send(carol, path, { json: { content: 'Reply', parentCommentId: first.id } }),
      201,
    );
    await ok(await send(bob, path, { json: { content: 'Second' } }), 201);
    const list = await ok(await send(alice, path));
    expect(list.items.map((c: Json) => [c.content, c.parentCommentId])).toEqual([
      ['First', null],
      ['Reply', first.id],
      ['Second', null],
    ]);
    expect((await ok(await send(alice, `/community/posts/${p.id}`))).commentsCount).toBe(3);
    expect((await send(alice, path, { json: { content: '   ' } })).status).toBe(400);
    expect(
      (await send(alice, path, { json: { content: 'x', parentCommentId: randomUUID() } })).status,
    ).toBe(400);
    expect(
      (
        await send(bob, `/community/comments/${first.id}`, {
          method: 'PATCH',
          json: { content: 'no' },
        })
      ).status,
    ).toBe(404);
    const edited = await ok(
      await send(alice, `/community/comments/${first.id}`, {
        method: 'PATCH',
        json: { content: 'Edited' },
      }),
    );
    expect(edited).toMatchObject({ content: 'Edited', isEdited: true });
    await ok(await send(carol, `/community/comments/${reply.id}/like`, { method: 'POST' }));
    expect(
      (await send(alice, `/community/comments/${first.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const after = await ok(await send(alice, path));
    expect(after.items.map((c: Json) => c.content)).toEqual(['Second']);
    expect((await ok(await send(alice, `/community/posts/${p.id}`))).commentsCount).toBe(1);
    const activities = await ok(await send(alice, '/community/activities'));
    expect(activities.items.length).toBeLessThanOrEqual(20);
    expect(activities.items.some((a: Json) => a.metadata.comment === 'Second')).toBe(true);
    expect(activities.items.some((a: Json) => a.metadata.comment === 'First')).toBe(false);
  });
});

describe('likes', () => {
  it('toggles, and 1,000 concurrent toggles by 100 members leave every count exact', async () => {
    const target = await post(bob, { title: 'Like me', content: 'x' });
    const first = await ok(
      await send(alice, `/community/posts/${target.id}/like`, { method: 'POST' }),
    );
    expect(first).toEqual({ liked: true, likesCount: 1 });
    const second = await ok(
      await send(alice, `/community/posts/${target.id}/like`, { method: 'POST' }),
    );
    expect(second).toEqual({ liked: false, likesCount: 0 });
    expect(
      (await send(alice, `/community/posts/${randomUUID()}/like`, { method: 'POST' })).status,
    ).toBe(404);

    const members = await t.db
      .insert(users)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          name: `Liker ${i}`,
          email: `liker.${i}.${randomUUID()}@example.test`,
          emailVerified: true,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const viewers = members.map(
      (m) =>
        ({
          id: m.id,
          email: m.email,
          role: null,
          permissions: [],
          isPremium: false,
          timezone: null,
        }) as unknown as Viewer,
    );
    const other = await post(carol, { title: 'Also', content: 'y' });
    // Member i toggles (i % 10) + 1 times on one post and the rest on the other: 1,000 in all.
    const toggles: Promise<unknown>[] = [];
    const expected = new Map<string, number>([
      [target.id, 0],
      [other.id, 0],
    ]);
    viewers.forEach((viewer, i) => {
      const onTarget = (i % 10) + 1;
      const onOther = 10 - onTarget;
      if (onTarget % 2 === 1) expected.set(target.id, expected.get(target.id)! + 1);
      if (onOther % 2 === 1) expected.set(other.id, expected.get(other.id)! + 1);
      for (let k = 0; k < onTarget; k++)
        toggles.push(toggleLike(t.db, t.bus, viewer, 'post', target.id));
      for (let k = 0; k < onOther; k++)
        toggles.push(toggleLike(t.db, t.bus, viewer, 'post', other.id));
    });
    expect(toggles).toHaveLength(1000);
    const results = await Promise.allSettled(toggles);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    for (const [id, count] of expected) {
      const [row] = await t.db
        .select({ likes: communityPosts.likesCount })
        .from(communityPosts)
        .where(eq(communityPosts.id, id));
      const { rows } = await t.database.sql(
        `select count(*)::int as n from community_likes where target_type = 'post' and target_id = $1`,
        [id],
      );
      expect(row!.likes).toBe(count);
      expect(Number(rows[0]!.n)).toBe(count);
    }
  }, 120_000);
});

describe('the feed, page after page', () => {
  it("marks each member's own likes, prayers and reports, with no post twice across pages", async () => {
    const [dave, erin] = await Promise.all([t.createUser(), t.createUser()]);
    const [liked, prayed, reported] = [
      await post(dave, { title: 'Liked', content: 'x', postType: 'prayer_request' }),
      await post(dave, { title: 'Prayed for', content: 'x', postType: 'prayer_request' }),
      await post(dave, { title: 'Reported', content: 'x', postType: 'prayer_request' }),
    ];
    await ok(await send(erin, `/community/posts/${liked.id}/like`, { method: 'POST' }));
    await ok(await send(erin, `/community/posts/${prayed.id}/prayed`, { method: 'POST' }));
    expect(
      (await send(erin, `/community/posts/${reported.id}/report`, { json: { reason: 'spam' } }))
        .status,
    ).toBe(204);

    /** Every post of the feed as `user` reads it, two a page, following the cursors. */
    async function walk(user: TestUser) {
      const seen: Json[] = [];
      let cursor: string | null = null;
      do {
        const page = await feed(user, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
      return new Map(seen.map((p) => [p.id, p]));
    }
    const flags = (p: Json) => [p.likedByMe, p.prayedToday, p.reportedByMe];
    const byErin = await walk(erin);
    expect(flags(byErin.get(liked.id)!)).toEqual([true, false, false]);
    expect(flags(byErin.get(prayed.id)!)).toEqual([false, true, false]);
    expect(flags(byErin.get(reported.id)!)).toEqual([false, false, true]);
    const byDave = await walk(dave);
    for (const p of [liked, prayed, reported]) {
      expect(flags(byDave.get(p.id)!)).toEqual([false, false, false]);
      expect(byDave.get(p.id)!.isMine).toBe(true);
    }
    // The searched feed (built per request) agrees with the prepared one.
    const searched = await feed(erin, '?q=Prayed%20for');
    expect(searched.items.map((p: Json) => [p.id, ...flags(p)])).toEqual([
      [prayed.id, false, true, false],
    ]);
  });
});

describe('"I prayed" and answered prayers', () => {
  it('counts once per member and day, and the author marks the request answered', async () => {
    const request = await post(carol, {
      title: 'Healing',
      content: 'For my dad',
      postType: 'prayer_request',
    });
    const path = `/community/posts/${request.id}/prayed`;
    expect(await ok(await send(alice, path, { method: 'POST' }))).toEqual({
      prayedToday: true,
      prayedCount: 1,
    });
    expect(await ok(await send(alice, path, { method: 'POST' }))).toEqual({
      prayedToday: true,
      prayedCount: 1,
    });
    expect(await ok(await send(bob, path, { method: 'POST' }))).toEqual({
      prayedToday: true,
      prayedCount: 2,
    });
    const seen = await ok(await send(alice, `/community/posts/${request.id}`));
    expect(seen).toMatchObject({ prayedCount: 2, prayedToday: true });
    const reflection = await post(carol, { title: 'Not a request', content: 'x' });
    expect(
      (await send(alice, `/community/posts/${reflection.id}/prayed`, { method: 'POST' })).status,
    ).toBe(400);
    expect(
      (await send(bob, `/community/posts/${request.id}/answer`, { method: 'PUT', json: {} }))
        .status,
    ).toBe(404);
    const answered = await ok(
      await send(carol, `/community/posts/${request.id}/answer`, {
        method: 'PUT',
        json: { testimony: ' He is well ' },
      }),
    );
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.testimony).toBe('He is well');
  });
});

describe('sharing content', () => {
  it('creates a content_share post "Shared {type}" with the reference and an activity', async () => {
    const { rows } = await t.database.sql(
      `insert into content (title, is_published) values ('Psalm of trust', true) returning id`,
    );
    const id = String(rows[0]!.id);
    const shared = await ok(await send(bob, '/community/share', { json: { contentId: id } }), 201);
    expect(shared).toMatchObject({
      title: 'Shared content',
      postType: 'content_share',
      contentReferenceId: id,
      contentReferenceType: 'content',
      content: 'Psalm of trust',
    });
    const activities = await ok(await send(alice, '/community/activities'));
    expect(activities.items[0]).toMatchObject({
      activityType: 'content_shared',
      targetId: shared.id,
    });
    expect(
      (await send(bob, '/community/share', { json: { contentId: randomUUID() } })).status,
    ).toBe(404);
  });
});

describe('reports and moderation', () => {
  it('reports once; a hidden post disappears from every member route and event, its author sees a notice', async () => {
    const bad = await post(carol, {
      title: 'Spammy',
      content: 'buy now',
      postType: 'prayer_request',
    });
    const report = (user: TestUser, reason = 'spam') =>
      send(user, `/community/posts/${bad.id}/report`, { json: { reason } });
    expect((await report(alice)).status).toBe(204);
    expect((await report(alice, 'other')).status).toBe(409);
    expect((await report(bob, 'harassment')).status).toBe(204);
    expect(
      (await send(alice, `/community/posts/${bad.id}/report`, { json: { reason: 'nope' } })).status,
    ).toBe(400);
    expect((await send(alice, '/moderation/queue')).status).toBe(403);
    const queue = await ok(await send(moderator, '/moderation/queue'));
    const item = queue.items.find((i: Json) => i.postId === bad.id);
    expect(item).toMatchObject({ target: 'post', openReports: 2, author: { id: carol.id } });
    expect(item.reasons).toEqual(
      expect.arrayContaining([
        { reason: 'spam', count: 1 },
        { reason: 'harassment', count: 1 },
      ]),
    );

    const watcher = await stream(bob);
    expect(
      (await send(moderator, `/moderation/posts/${bad.id}/hide`, { method: 'POST' })).status,
    ).toBe(204);
    expect(await watcher.next()).toEqual({ event: 'community.post_removed', data: { id: bad.id } });
    expect(allIds(await feed(bob, '?limit=100'))).not.toContain(bad.id);
    expect((await send(bob, `/community/posts/${bad.id}`)).status).toBe(404);
    expect((await send(bob, `/community/posts/${bad.id}/comments`)).status).toBe(404);
    expect((await send(bob, `/community/posts/${bad.id}/like`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await send(bob, `/community/posts/${bad.id}/prayed`, { method: 'POST' })).status).toBe(
      404,
    );
    expect(
      (await send(bob, `/community/posts/${bad.id}/comments`, { json: { content: 'hi' } })).status,
    ).toBe(404);
    const activities = await ok(await send(bob, '/community/activities'));
    expect(activities.items.map((a: Json) => a.targetId)).not.toContain(bad.id);
    // A like on a hidden post from any route sends no event; the next one bob sees is another post's.
    const mine = await ok(await send(carol, `/community/posts/${bad.id}`));
    expect(mine.hidden).toBe(true);
    // What its author does to it while hidden sends members no event (the next one is the restore).
    await ok(
      await send(carol, `/community/posts/${bad.id}`, {
        method: 'PATCH',
        json: { title: 'Edited' },
      }),
    );
    expect(
      (await ok(await send(moderator, '/moderation/queue'))).items.map((i: Json) => i.postId),
    ).not.toContain(bad.id);

    expect(
      (await send(moderator, `/moderation/posts/${bad.id}/restore`, { method: 'POST' })).status,
    ).toBe(204);
    expect(await watcher.next()).toEqual({
      event: 'community.post_changed',
      data: { id: bad.id, change: 'restored' },
    });
    expect(allIds(await feed(bob, '?limit=100'))).toContain(bad.id);
  });

  it('hides a reported comment, dismisses reports, pins and unpins', async () => {
    const p = await post(bob, { title: 'Pin me', content: 'x' });
    const c = await ok(
      await send(carol, `/community/posts/${p.id}/comments`, { json: { content: 'rude' } }),
      201,
    );
    expect(
      (await send(alice, `/community/comments/${c.id}/report`, { json: { reason: 'harassment' } }))
        .status,
    ).toBe(204);
    const queue = await ok(await send(moderator, '/moderation/queue'));
    expect(queue.items.find((i: Json) => i.commentId === c.id)).toMatchObject({
      target: 'comment',
      content: 'rude',
    });
    expect(
      (await send(moderator, `/moderation/comments/${c.id}/hide`, { method: 'POST' })).status,
    ).toBe(204);
    expect((await ok(await send(alice, `/community/posts/${p.id}/comments`))).items).toEqual([]);
    expect((await ok(await send(alice, `/community/posts/${p.id}`))).commentsCount).toBe(0);
    expect((await ok(await send(carol, `/community/posts/${p.id}/comments`))).items[0].hidden).toBe(
      true,
    );

    expect(
      (await send(alice, `/community/posts/${p.id}/report`, { json: { reason: 'spam' } })).status,
    ).toBe(204);
    expect((await send(moderator, '/moderation/dismiss', { json: { postId: p.id } })).status).toBe(
      204,
    );
    expect(
      (await ok(await send(moderator, '/moderation/queue'))).items.map((i: Json) => i.postId),
    ).not.toContain(p.id);
    expect((await send(moderator, '/moderation/dismiss', { json: { postId: p.id } })).status).toBe(
      404,
    );

    expect(
      (await send(moderator, `/moderation/posts/${p.id}/pin`, { method: 'POST' })).status,
    ).toBe(204);
    await post(carol, { title: 'Newer', content: 'x' });
    const page = await feed(alice);
    expect(page.pinned.map((x: Json) => x.id)).toEqual([p.id]);
    expect(page.items.map((x: Json) => x.id)).not.toContain(p.id);
    expect(
      (await send(moderator, `/moderation/posts/${p.id}/unpin`, { method: 'POST' })).status,
    ).toBe(204);
    expect((await feed(alice)).pinned).toEqual([]);
    const { rows } = await t.database.sql(
      `select count(*)::int as n from audit_log where action = 'moderation.action' and actor_id = $1`,
      [moderator.id],
    );
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(4);
  });
});

describe('live across instances', () => {
  const title =
    testDbKind === 'postgres'
      ? "a post written on another server instance reaches this one's streams (LISTEN/NOTIFY)"
      : 'a post written through the in-process bus reaches every stream';
  it(title, async () => {
    const watcher = await stream(bob);
    const postgres = t.database.kind === 'postgres';
    // On PostgreSQL a second instance: its own bus on the same database, as another process has.
    const other = postgres
      ? await createPostgresBus(t.database.pool!, pino({ level: 'silent' }))
      : t.bus;
    try {
      const viewer = {
        id: carol.id,
        email: 'carol@example.test',
        role: null,
        permissions: [],
        isPremium: false,
        timezone: null,
      } as unknown as Viewer;
      const created = await createPost(t.db, other, viewer, {
        title: 'From elsewhere',
        content: 'x',
        isAnonymous: true,
      });
      expect(await watcher.next()).toEqual({
        event: 'community.post_created',
        data: { id: created.id, title: 'From elsewhere', post_type: 'reflection' },
      });
    } finally {
      if (postgres) await other.close();
    }
  });
});

describe('rate limit', () => {
  it('refuses a burst of 20 posts in a minute with 429', async () => {
    const burst = await t.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await send(burst, '/community/posts', { json: { title: `n${i}`, content: 'x' } })).status,
      );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
  });
});

describe('stats', () => {
  it('counts posts, prayer requests, interactions and distinct authors that members can see', async () => {
    const stats = await ok(await send(alice, '/community/stats'));
    const { rows } = await t.database.sql(
      `select count(*)::int as posts, count(*) filter (where post_type = 'prayer_request')::int as prayers,
        coalesce(sum(likes_count + comments_count), 0)::int as interactions, count(distinct user_id)::int as members
       from community_posts where hidden_at is null`,
    );
    expect(stats).toEqual({
      totalPosts: rows[0]!.posts,
      prayerRequests: rows[0]!.prayers,
      totalInteractions: rows[0]!.interactions,
      activeMembers: rows[0]!.members,
    });
    expect(stats.totalPosts).toBeGreaterThan(5);
  });
});
