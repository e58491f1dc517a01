import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '@server/db/schema/audit';
import { contentOpens } from '@server/db/schema/billing';
import { content, userProgress } from '@server/db/schema/content';
import { listeningPositions } from '@server/db/schema/listening';
import { notificationDeliveries, pushSubscriptions } from '@server/db/schema/notifications';
import { premiumContentSchedules } from '@server/db/schema/preferences';
import { workflowSessions, workflows } from '@server/db/schema/workflows';
import type { TestContext, TestUser } from '@server/test/harness';

/**
 * A member with one row (at least) in every table a member can own, made through the API where the
 * API makes it and inserted where only staff or the system would (content they made, audit rows),
 * beside another member who talks to them. Test helper (not a test file): the export and deletion
 * tests share it.
 */
export async function memberWithEverything(t: TestContext) {
  const member = await t.createUser({ premium: true });
  const other = await t.createUser({ premium: true });
  const ok = async (response: Response, status = 200) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return response.json();
  };
  const as = (user: TestUser, path: string, json?: unknown, method?: string) =>
    t.request(path, { cookie: user.cookie, json, method });

  await ok(await as(member, '/api/profile', { fullName: 'Member Everything' }, 'PATCH'));
  await ok(
    await as(member, '/api/preferences/content/daily_psalm', { deliveryTime: '06:30' }, 'PUT'),
  );
  const entry = await ok(
    await as(member, '/api/journal', {
      title: 'Morning prayer',
      content: 'A quiet word about the lighthouse keeper',
    }),
    201,
  );

  const ownPost = await ok(
    await as(member, '/api/community/posts', { title: 'My reflection', content: 'Mine' }),
    201,
  );
  const theirPost = await ok(
    await as(other, '/api/community/posts', {
      title: 'Please pray',
      content: 'For my mother',
      postType: 'prayer_request',
    }),
    201,
  );
  const theirReply = await ok(
    await as(other, `/api/community/posts/${ownPost.id}/comments`, {
      content: 'Words from the other member',
    }),
    201,
  );
  const ownComment = await ok(
    await as(member, `/api/community/posts/${theirPost.id}/comments`, { content: 'Praying' }),
    201,
  );
  // A prayer group the member leads, with an invite link the other member joined by.
  const group = await ok(await as(member, '/api/groups', { name: 'Member’s circle' }), 201);
  const invite = await ok(
    await as(member, `/api/groups/${group.id}/invites`, undefined, 'POST'),
    201,
  );
  await ok(await as(other, '/api/groups/join', { token: invite.url.split('/groups/join/')[1] }));
  await ok(await as(member, `/api/community/posts/${theirPost.id}/like`, {}));
  await ok(await as(member, `/api/community/comments/${theirReply.id}/like`, {}));
  await ok(await as(other, `/api/community/posts/${ownPost.id}/like`, {}));
  await ok(await as(member, `/api/community/posts/${theirPost.id}/prayed`, {}));
  const reported = await as(member, `/api/community/posts/${theirPost.id}/report`, {
    reason: 'spam',
  });
  expect(reported.status).toBe(204);

  const [workflow] = await t.db
    .insert(workflows)
    .values({ userId: member.id, title: 'Made as staff once' })
    .returning();
  const [session] = await t.db
    .insert(workflowSessions)
    .values({ userId: member.id, workflowId: workflow!.id, sessionDate: '2025-01-02' })
    .returning();
  const [item] = await t.db
    .insert(content)
    .values({
      title: 'Narrated by the member',
      createdBy: member.id,
      audioUrl: '/media/psalms/x.mp3',
    })
    .returning();
  const [progress] = await t.db
    .insert(userProgress)
    .values({ userId: member.id, contentId: item!.id })
    .returning();
  await t.db.insert(contentOpens).values({ userId: member.id, day: '2025-01-02', itemKey: 'x' });
  await t.db
    .insert(listeningPositions)
    .values({ userId: member.id, contentId: item!.id, positionMs: 61_000, durationMs: 300_000 });
  // Saving a premium member's preference touched the schedule already.
  await t.db.insert(premiumContentSchedules).values({ userId: member.id }).onConflictDoNothing();
  const [push] = await t.db
    .insert(pushSubscriptions)
    .values({
      userId: member.id,
      endpoint: `https://push.example.test/${member.id}`,
      p256dh: 'KEY',
      auth: 'AUTH',
    })
    .returning();
  await t.db.insert(notificationDeliveries).values({
    userId: member.id,
    kind: 'scripture_daily',
    localDate: '2025-01-02',
    channel: 'push',
    dueAt: new Date('2025-01-02T07:00:00Z'),
  });
  await t.db.insert(auditLog).values({
    actorId: member.id,
    action: 'content.delete',
    targetType: 'content',
    targetId: item!.id,
  });
  return {
    member,
    other,
    ids: {
      entry: entry.id as string,
      ownPost: ownPost.id as string,
      theirPost: theirPost.id as string,
      theirReply: theirReply.id as string,
      ownComment: ownComment.id as string,
      workflow: workflow!.id,
      session: session!.id,
      content: item!.id,
      progress: progress!.id,
      push: push!.id,
      group: group.id as string,
    },
  };
}

/**
 * Every table with a column that references users.id, or is called user_id, from the database's
 * own catalogue (so a table added later is seen without anyone remembering to list it).
 */
export async function memberTables(t: TestContext) {
  const result: unknown = await t.db.execute(sql`
    select distinct kcu.table_name as table_name, kcu.column_name as column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
     where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'
    union
    select table_name, column_name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id'`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    table_name: string;
    column_name: string;
  }[];
  return rows;
}
