import {
  and,
  asc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  isNull,
  ne,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/connection';
import { auditLog } from '@server/db/schema/audit';
import { accounts, sessions, users } from '@server/db/schema/auth';
import { contentOpens, userSubscriptions } from '@server/db/schema/billing';
import {
  communityActivities,
  communityComments,
  communityLikes,
  communityPosts,
  communityPrayers,
  communityReports,
} from '@server/db/schema/community';
import { content, userProgress } from '@server/db/schema/content';
import { notificationDeliveries, pushSubscriptions } from '@server/db/schema/notifications';
import { premiumContentSchedules, userContentPreferences } from '@server/db/schema/preferences';
import { profiles } from '@server/db/schema/profiles';
import { workflowSessions, workflows } from '@server/db/schema/workflows';
import type { Viewer } from '@server/http/env';

/**
 * One part of the export: a name (its key in the file), what it is in plain words (the file's
 * header repeats these), the table(s) it comes from, and its rows, read page by page so a large
 * export never sits in memory whole.
 */
export type ExportPart = {
  name: string;
  about: string;
  tables: string[];
  rows: (member: Viewer) => AsyncIterable<unknown>;
};

/**
 * The member's journal entries in plain text, a page at a time: the journal module's own list
 * (its rows are sealed at rest, so only it can read them; see api-routes.ts).
 */
export type JournalPages = (
  member: Viewer,
  query: { cursor?: string; limit: number },
) => Promise<{ items: unknown[]; nextCursor: string | null }>;

export type ExportDeps = { db: Db; publicUrl: string; journalPages: JournalPages };

const pageSize = 500;

/** Rows of one table that a column ties to the member, in id order, one page at a time. */
async function* owned(
  db: Db,
  table: PgTable,
  columns: Record<string, PgColumn | SQL.Aliased>,
  owner: PgColumn,
  id: PgColumn,
  memberId: string,
  extra?: SQL,
): AsyncIterable<Record<string, unknown>> {
  let after: unknown = null;
  for (;;) {
    const rows = (await db
      .select({ ...columns, cursor: id })
      .from(table)
      .where(and(eq(owner, memberId), after === null ? undefined : gt(id, after), extra))
      .orderBy(asc(id))
      .limit(pageSize)) as Record<string, unknown>[];
    for (const { cursor: _, ...row } of rows) yield row;
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.cursor;
  }
}

/** Every column of a table but the ones named (secrets that are not the member's to carry away). */
function columnsOf<T extends PgTable>(table: T, leaveOut: string[] = []) {
  const all: Record<string, PgColumn> = getTableColumns(table);
  return Object.fromEntries(Object.entries(all).filter(([key]) => !leaveOut.includes(key)));
}

/** A /media path as an address that opens from the file (the export is read away from the app). */
const absolute = (publicUrl: string, url: unknown) =>
  typeof url === 'string' && url.startsWith('/') ? `${publicUrl}${url}` : url;

/** The journal, through its own module (which reads its stored form), page by page. */
async function* journal(pages: JournalPages, member: Viewer): AsyncIterable<unknown> {
  let cursor: string | undefined;
  for (;;) {
    const page = await pages(member, { cursor, limit: 100 });
    yield* page.items;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/**
 * The member's posts, each with the comments other members left on it: their words and time only,
 * never who wrote them (nothing of other people leaves with this file). Hidden comments, which
 * members never saw, stay out.
 */
async function* postsWithReplies(db: Db, member: Viewer): AsyncIterable<unknown> {
  const batch: Record<string, unknown>[] = [];
  const flush = async function* () {
    const ids = batch.map((post) => post.id as string);
    const replies = ids.length
      ? await db
          .select({
            postId: communityComments.postId,
            content: communityComments.content,
            createdAt: communityComments.createdAt,
          })
          .from(communityComments)
          .where(
            and(
              inArray(communityComments.postId, ids),
              ne(communityComments.userId, member.id),
              isNull(communityComments.hiddenAt),
            ),
          )
          .orderBy(asc(communityComments.createdAt))
      : [];
    for (const post of batch)
      yield {
        ...post,
        commentsFromOthers: replies
          .filter((reply) => reply.postId === post.id)
          .map(({ content: text, createdAt }) => ({ content: text, createdAt })),
      };
    batch.length = 0;
  };
  const table = communityPosts;
  for await (const post of owned(db, table, columnsOf(table), table.userId, table.id, member.id)) {
    batch.push(post);
    if (batch.length === 100) yield* flush();
  }
  yield* flush();
}

/** Every part, in the order the file lists them. A new table a member owns adds a part here. */
export function exportParts({ db, publicUrl, journalPages }: ExportDeps): ExportPart[] {
  const simple = (
    name: string,
    about: string,
    table: PgTable & { id: PgColumn },
    owner: PgColumn,
    leaveOut: string[] = [],
    map: (row: Record<string, unknown>) => unknown = (row) => row,
  ): ExportPart => ({
    name,
    about,
    tables: [getTableName(table)],
    rows: async function* (member) {
      for await (const row of owned(
        db,
        table,
        columnsOf(table, leaveOut),
        owner,
        table.id,
        member.id,
      ))
        yield map(row);
    },
  });
  return [
    simple('account', 'Your account: email, name and when it was made.', users, users.id),
    simple(
      'signInMethods',
      'How you sign in (email and password). The password itself is stored only as a one-way hash and is not included.',
      accounts,
      accounts.userId,
      ['password', 'accessToken', 'refreshToken', 'idToken', 'accountId'],
    ),
    simple(
      'devices',
      'The browsers signed in to your account: when, from which address and which browser. The secret session keys are not included.',
      sessions,
      sessions.userId,
      ['token'],
    ),
    simple(
      'profile',
      'Your profile and app preferences (name, picture, denomination, prayer focus, language, theme, notification switches, time zone).',
      profiles,
      profiles.userId,
      [],
      (row) => ({ ...row, avatarUrl: absolute(publicUrl, row.avatarUrl) }),
    ),
    simple(
      'contentPreferences',
      'When and how each kind of daily content is delivered to you.',
      userContentPreferences,
      userContentPreferences.userId,
    ),
    {
      name: 'premiumContentSchedule',
      about: 'When your premium delivery schedule was last changed.',
      tables: ['premium_content_schedules'],
      rows: (member) =>
        owned(
          db,
          premiumContentSchedules,
          columnsOf(premiumContentSchedules),
          premiumContentSchedules.userId,
          premiumContentSchedules.userId,
          member.id,
        ),
    },
    simple(
      'subscription',
      'Your premium subscription: status, plan, period end and the payment service ids.',
      userSubscriptions,
      userSubscriptions.userId,
    ),
    {
      name: 'journalEntries',
      about: 'Your prayer journal, every entry in full (stored encrypted; here as you wrote it).',
      tables: ['journal_entries'],
      rows: (member) => journal(journalPages, member),
    },
    simple(
      'workflowSessions',
      'Each time you ran a guided workflow: the day, progress and notes.',
      workflowSessions,
      workflowSessions.userId,
    ),
    simple(
      'progress',
      'What you read or listened to, and for how long.',
      userProgress,
      userProgress.userId,
    ),
    {
      name: 'contentOpens',
      about: 'The content items you opened each day (this counts the free daily limit).',
      tables: ['content_opens'],
      rows: async function* (member) {
        const rows = await db
          .select(columnsOf(contentOpens))
          .from(contentOpens)
          .where(eq(contentOpens.userId, member.id))
          .orderBy(asc(contentOpens.day), asc(contentOpens.itemKey));
        yield* rows;
      },
    },
    {
      name: 'posts',
      about:
        'Your community posts. Comments other members left on them are included with their words and time only, without who wrote them.',
      tables: ['community_posts'],
      rows: (member) => postsWithReplies(db, member),
    },
    simple(
      'comments',
      'Your comments on community posts.',
      communityComments,
      communityComments.userId,
    ),
    simple('likes', 'The posts and comments you liked.', communityLikes, communityLikes.userId),
    simple(
      'prayers',
      'The prayer requests you prayed for ("I prayed"), by day.',
      communityPrayers,
      communityPrayers.userId,
    ),
    simple(
      'activities',
      'Your community activity feed entries.',
      communityActivities,
      communityActivities.userId,
    ),
    simple(
      'reports',
      'Posts and comments you reported to the moderators, with your reason.',
      communityReports,
      communityReports.reporterId,
    ),
    simple(
      'pushSubscriptions',
      'Browsers you allowed to show notifications. The browser’s encryption keys are not included.',
      pushSubscriptions,
      pushSubscriptions.userId,
      ['p256dh', 'auth'],
    ),
    simple(
      'notificationDeliveries',
      'The reminders and daily notifications sent (or due) to you: which, when, by push or email, and whether they arrived.',
      notificationDeliveries,
      notificationDeliveries.userId,
    ),
    simple(
      'contentCreated',
      'Library content and psalms you created as staff, with their generated audio (audioUrl).',
      content,
      content.createdBy,
      [],
      (row) => ({ ...row, audioUrl: absolute(publicUrl, row.audioUrl) }),
    ),
    simple(
      'workflowsCreated',
      'Guided workflows you created as staff.',
      workflows,
      workflows.userId,
    ),
    simple(
      'staffActions',
      'What you did as staff, from the audit log.',
      auditLog,
      auditLog.actorId,
    ),
  ];
}
