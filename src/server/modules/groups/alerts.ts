import { and, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { GroupAlert } from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { communityPosts } from '@server/db/schema/community';
import { prayerGroupAlerts } from '@server/db/schema/group-alerts';
import { prayerGroupMembers, prayerGroups } from '@server/db/schema/groups';
import { profiles } from '@server/db/schema/profiles';
import type { Logger } from '@server/logger';
import { languageOf } from '@server/modules/profile';
import { pushTo, subscriptionsOf } from '@server/modules/notifications/service';
import type { PushProvider } from '@server/providers/push';
import { groupAlertTexts } from './alert-texts';
import { alertDue, summaryDue } from './alert-timing';

// A group's notices (decision 063): each new prayer request for members who chose "every", a
// day's summary at 18:00 for those who chose "daily". Each notice is a row: shown in the app at
// once, pushed to the member's devices when their quiet hours allow.

const dayMs = 24 * 60 * 60_000;
/** A push this late is not sent any more (the notice stays in the app). */
const pushLatenessMs = 12 * 60 * 60_000;
const maxAttempts = 5;
/** A worker holds taken rows this long; if it dies meanwhile, they are taken again after it. */
const leaseMs = 5 * 60_000;
/** How many notices the app lists. */
const listed = 30;

const zoneOf = (timeZone: string | null) => timeZone ?? 'UTC';

/** A new request on the wall: a notice for every member who chose each request, but its author. */
export async function queueRequestAlerts(
  db: Db,
  post: { id: string; groupId: string; authorId: string },
  now = new Date(),
) {
  const members = await db
    .select({ userId: prayerGroupMembers.userId, timeZone: profiles.timezone })
    .from(prayerGroupMembers)
    .leftJoin(profiles, eq(profiles.userId, prayerGroupMembers.userId))
    .where(
      and(
        eq(prayerGroupMembers.groupId, post.groupId),
        eq(prayerGroupMembers.notify, 'every'),
        ne(prayerGroupMembers.userId, post.authorId),
      ),
    );
  if (members.length === 0) return;
  await db
    .insert(prayerGroupAlerts)
    .values(
      members.map((member) => {
        const due = alertDue(zoneOf(member.timeZone), now);
        return {
          userId: member.userId,
          groupId: post.groupId,
          kind: 'request' as const,
          postId: post.id,
          localDate: due.localDate,
          dueAt: due.dueAt,
          nextAttemptAt: due.dueAt,
        };
      }),
    )
    .onConflictDoNothing();
}

/**
 * At 18:00 on each daily member's clock: a summary of the day's new requests in the group (the 24
 * hours before, by others, still shown), when there were any. The unique key claims it once.
 */
export async function claimDailySummaries(db: Db, now: Date) {
  const members = await db
    .select({
      userId: prayerGroupMembers.userId,
      groupId: prayerGroupMembers.groupId,
      timeZone: profiles.timezone,
    })
    .from(prayerGroupMembers)
    .leftJoin(profiles, eq(profiles.userId, prayerGroupMembers.userId))
    .where(eq(prayerGroupMembers.notify, 'daily'));
  let claimed = 0;
  for (const member of members) {
    const due = summaryDue(zoneOf(member.timeZone), now);
    if (!due) continue;
    const [row] = await db
      .select({ n: count() })
      .from(communityPosts)
      .where(
        and(
          eq(communityPosts.groupId, member.groupId),
          eq(communityPosts.postType, 'prayer_request'),
          ne(communityPosts.userId, member.userId),
          isNull(communityPosts.hiddenAt),
          gt(communityPosts.createdAt, new Date(due.dueAt.getTime() - dayMs)),
          lte(communityPosts.createdAt, due.dueAt),
        ),
      );
    const requests = Number(row?.n ?? 0);
    if (requests === 0) continue;
    const inserted = await db
      .insert(prayerGroupAlerts)
      .values({
        userId: member.userId,
        groupId: member.groupId,
        kind: 'daily',
        requests,
        localDate: due.localDate,
        dueAt: due.dueAt,
        nextAttemptAt: due.dueAt,
      })
      .onConflictDoNothing()
      .returning({ id: prayerGroupAlerts.id });
    claimed += inserted.length;
  }
  return claimed;
}

export type AlertDeps = { db: Db; push: PushProvider; logger: Logger; publicUrl: string };

type Taken = {
  id: string;
  user_id: string;
  group_id: string;
  kind: 'request' | 'daily';
  requests: number;
  due_at: string | Date;
  attempts: number;
  group_name: string;
  post_title: string | null;
  push_on: boolean | null;
  /** Whether the member is still in the group when the notice comes due. */
  in_group: boolean;
  /** Whether the request it names is still on the wall (a summary names none). */
  post_shown: boolean;
};

/** Takes due notices for this worker alone (locked, skipped by others, leased). */
async function takeDue(db: Db, now: Date) {
  const result: unknown = await db.execute(sql`
    with taken as (
      update prayer_group_alerts
      set attempts = attempts + 1,
          next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      where id in (
        select id from prayer_group_alerts
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at
        limit 100
        for update skip locked
      )
      returning id, user_id, group_id, kind, requests, due_at, attempts, post_id
    )
    select taken.*, g.name as group_name, p.title as post_title, pr.push_notifications as push_on,
      exists (select 1 from prayer_group_members m
              where m.group_id = taken.group_id and m.user_id = taken.user_id) as in_group,
      (taken.kind = 'daily' or (p.id is not null and p.hidden_at is null)) as post_shown
    from taken
    join prayer_groups g on g.id = taken.group_id
    left join community_posts p on p.id = taken.post_id
    left join profiles pr on pr.user_id = taken.user_id`);
  return (result as { rows: Taken[] }).rows;
}

type Outcome = 'sent' | 'in_app' | 'retry';

async function pushOne(deps: AlertDeps, row: Taken, now: Date): Promise<Outcome> {
  // Queued hours earlier (quiet hours): what was true then is checked again now. Someone removed
  // meanwhile hears nothing of the group, nor anyone of a request hidden meanwhile; the app's list
  // leaves both out by the same rules.
  if (!row.in_group || !row.post_shown) return 'in_app';
  if (now.getTime() - new Date(row.due_at).getTime() > pushLatenessMs) return 'in_app';
  if (row.push_on === false) return 'in_app';
  const targets = await subscriptionsOf(deps.db, row.user_id);
  if (targets.length === 0) return 'in_app';
  const texts = groupAlertTexts[await languageOf(deps.db, row.user_id)];
  const words =
    row.kind === 'request'
      ? texts.request(row.group_name, row.post_title ?? '')
      : texts.daily(row.group_name, row.requests);
  const payload = { ...words, url: `/groups/${row.group_id}`, tag: `group-${row.group_id}` };
  const results = await Promise.all(targets.map((target) => pushTo(deps, target, payload)));
  if (results.some((result) => result.ok)) return 'sent';
  const passing = results.some((result) => !result.ok && !result.gone && !result.refused);
  return passing ? 'retry' : 'in_app';
}

/** Pushes every notice whose time has come; a failed push is tried again after a pause. */
export async function deliverAlerts(deps: AlertDeps, now: Date) {
  const rows = await takeDue(deps.db, now);
  let sent = 0;
  for (const row of rows) {
    let outcome: Outcome;
    try {
      outcome = await pushOne(deps, row, now);
    } catch (error) {
      deps.logger.warn({ alert: row.id, error: (error as Error).message }, 'group notice failed');
      outcome = 'retry';
    }
    if (outcome === 'sent') sent++;
    const status =
      outcome === 'retry' ? (row.attempts < maxAttempts ? 'pending' : 'failed') : outcome;
    await deps.db
      .update(prayerGroupAlerts)
      .set({
        status,
        sentAt: outcome === 'sent' ? now : null,
        nextAttemptAt: new Date(now.getTime() + 2 ** (row.attempts - 1) * 60_000),
      })
      .where(eq(prayerGroupAlerts.id, row.id));
  }
  return { taken: rows.length, sent };
}

/** One minute of group notices: claim the day's summaries that came due, push what is due. */
export async function runGroupAlertsTick(deps: AlertDeps, now = new Date()) {
  const claimed = await claimDailySummaries(deps.db, now);
  return { claimed, ...(await deliverAlerts(deps, now)) };
}

/** The member's latest notices about the groups they are still in, newest first. */
export async function listAlerts(db: Db, userId: string) {
  const inGroup = sql`exists (select 1 from ${prayerGroupMembers} where ${prayerGroupMembers.groupId} = ${prayerGroupAlerts.groupId} and ${prayerGroupMembers.userId} = ${userId})`;
  // The unread count rides on the list as one uncorrelated subquery (computed once): one round
  // trip for the shell's badge on every page. Unread notices are among the listed ones' kind, so
  // when the list is empty the count is 0.
  const unread = db
    .select({ n: count() })
    .from(prayerGroupAlerts)
    .where(and(eq(prayerGroupAlerts.userId, userId), isNull(prayerGroupAlerts.readAt), inGroup));
  const rows = await db
    .select({
      id: prayerGroupAlerts.id,
      kind: prayerGroupAlerts.kind,
      groupId: prayerGroupAlerts.groupId,
      groupName: prayerGroups.name,
      postId: prayerGroupAlerts.postId,
      postTitle: communityPosts.title,
      requests: prayerGroupAlerts.requests,
      createdAt: prayerGroupAlerts.createdAt,
      readAt: prayerGroupAlerts.readAt,
      unread: sql<number>`(${unread})`.mapWith(Number),
    })
    .from(prayerGroupAlerts)
    .innerJoin(prayerGroups, eq(prayerGroups.id, prayerGroupAlerts.groupId))
    .leftJoin(
      communityPosts,
      and(eq(communityPosts.id, prayerGroupAlerts.postId), isNull(communityPosts.hiddenAt)),
    )
    .where(and(eq(prayerGroupAlerts.userId, userId), inGroup))
    .orderBy(desc(prayerGroupAlerts.createdAt), desc(prayerGroupAlerts.id))
    .limit(listed);
  const items: GroupAlert[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    groupId: row.groupId,
    groupName: row.groupName,
    postId: row.postId,
    // A request hidden since is named no more.
    postTitle: row.postTitle,
    requests: row.requests,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { items, unread: rows[0]?.unread ?? 0 };
}

/** Marks the member's notices read: all of them, or one group's (when its wall is opened). */
export async function markAlertsRead(
  db: Db,
  userId: string,
  groupIds?: string[],
  now = new Date(),
) {
  await db
    .update(prayerGroupAlerts)
    .set({ readAt: now })
    .where(
      and(
        eq(prayerGroupAlerts.userId, userId),
        isNull(prayerGroupAlerts.readAt),
        groupIds ? inArray(prayerGroupAlerts.groupId, groupIds) : undefined,
      ),
    );
}
