import { and, count, countDistinct, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import {
  activityFeedSize,
  answerInput,
  postInput,
  postsPerMinute,
  postUpdate,
  shareInput,
  type CommunityStats,
  type PostInput,
  type PostListQuery,
  type PostUpdate,
  type ShareInput,
} from '@contracts/community';
import { seededItemTexts } from '@contracts/seeder';
import type { Db } from '@server/db/connection';
import { oncePerDatabase } from '@server/db/once-per-database';
import {
  communityActivities,
  communityComments,
  communityPosts,
} from '@server/db/schema/community';
import { content } from '@server/db/schema/content';
import { profiles } from '@server/db/schema/profiles';
import { rateLimited, notFound, validationFailed } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import {
  afterCursor,
  containsPattern,
  decodeCursor,
  olderThanKey,
  toPage,
} from '@server/http/pagination';
import { todayFor } from '@server/lib/today';
import { forgetAuditLabels } from '@server/modules/audit/service';
import { seededTextsLanguage, visibilityFor } from '@server/modules/content';
import type { EventBus } from '@server/realtime/bus';
import { announcePostChanged, announcePostCreated, announcePostRemoved } from './events';
import {
  missingPost,
  ownPostInReach,
  postColumns,
  feedPostReadableBy,
  publicPost,
  readPost,
  toPost,
  type PostRow,
} from './shared';

const pinnedLimit = 50;

export const viewerToday = (viewer: Viewer, timeZone?: string) =>
  todayFor({ timeZone, storedTimeZone: viewer.timezone }).today;

/**
 * The feed as members open it (no search, no type), page after page: statements prepared once per
 * connection, as the content library's (decision 029). Building this query, its three subqueries
 * and the pinned posts' afresh was a quarter of the request's CPU. Placeholders: viewerId, today,
 * limit, and after a page the cursor's at and id.
 */
const feedOf = oncePerDatabase((db: Db) => {
  const viewerId = sql.placeholder('viewerId');
  const select = () =>
    db
      .select(postColumns(viewerId, sql.placeholder('today')))
      .from(communityPosts)
      .leftJoin(profiles, eq(profiles.userId, communityPosts.userId));
  const newestFirst = [desc(communityPosts.createdAt), desc(communityPosts.id)] as const;
  // The community feed: a prayer group's posts are on its wall alone (decision 063).
  const readable = feedPostReadableBy(viewerId);
  const notPinned = and(readable, eq(communityPosts.isPinned, false));
  return {
    first: select()
      .where(notPinned)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('community_feed_first'),
    after: select()
      .where(and(notPinned, olderThanKey(communityPosts.createdAt, communityPosts.id)))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('community_feed_after'),
    pinned: select()
      .where(and(readable, eq(communityPosts.isPinned, true)))
      .orderBy(...newestFirst)
      .limit(pinnedLimit)
      .prepare('community_feed_pinned'),
  };
});

/** A page of posts, newest first; the first page also carries the pinned posts. */
async function readFeed(db: Db, viewer: Viewer, query: PostListQuery & { limit: number }) {
  const today = viewerToday(viewer, query.timeZone);
  if (!query.q && !query.type) {
    const feed = feedOf(db);
    const page = { viewerId: viewer.id, today, limit: query.limit + 1 };
    const [rows, pinned] = await Promise.all([
      query.cursor
        ? feed.after.execute({ ...page, ...decodeCursor(query.cursor) })
        : feed.first.execute(page),
      query.cursor ? [] : feed.pinned.execute(page),
    ]);
    return { rows: rows as PostRow[], pinned: pinned as PostRow[] };
  }
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const filters = and(
    feedPostReadableBy(viewer.id),
    pattern
      ? or(ilike(communityPosts.title, pattern), ilike(communityPosts.content, pattern))
      : undefined,
    query.type ? eq(communityPosts.postType, query.type) : undefined,
  );
  const select = () =>
    db
      .select(postColumns(viewer.id, today))
      .from(communityPosts)
      .leftJoin(profiles, eq(profiles.userId, communityPosts.userId));
  const rows = await select()
    .where(
      and(
        filters,
        eq(communityPosts.isPinned, false),
        afterCursor(query.cursor, communityPosts.createdAt, communityPosts.id),
      ),
    )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(query.limit + 1);
  const pinned = query.cursor
    ? []
    : await select()
        .where(and(filters, eq(communityPosts.isPinned, true)))
        .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
        .limit(pinnedLimit);
  return { rows: rows as PostRow[], pinned: pinned as PostRow[] };
}

export async function listPosts(db: Db, viewer: Viewer, query: PostListQuery & { limit: number }) {
  const { rows, pinned } = await readFeed(db, viewer, query);
  const page = toPage(
    rows.map((row) => toPost(row, viewer)),
    query.limit,
  );
  return {
    ...page,
    pinned: pinned.map((row) => {
      const { cursorKey: _, ...rest } = toPost(row, viewer);
      return rest;
    }),
  };
}

export const getPost = (db: Db, viewer: Viewer, id: string, timeZone?: string) =>
  readPost(db, viewer, id, viewerToday(viewer, timeZone));

/** Members write at most postsPerMinute posts a minute, counted in the database (every instance). */
async function checkPostRate(db: Db, viewer: Viewer, now = new Date()) {
  const [row] = await db
    .select({ n: count() })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.userId, viewer.id),
        gte(communityPosts.createdAt, new Date(now.getTime() - 60_000)),
      ),
    );
  if (Number(row?.n ?? 0) >= postsPerMinute)
    throw rateLimited('You are posting too quickly. Please wait a minute and try again.');
}

/**
 * Writes a post to the community feed, or to a prayer group's wall (`groupId`: the caller has
 * checked the viewer is in the group). `beforeAnnounce` runs once the post is written and before
 * the news of it goes out, so what a reader fetches on that news is there (a group's notices).
 */
export async function createPost(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  input: PostInput,
  groupId: string | null = null,
  beforeAnnounce?: (post: { id: string; postType: string }) => Promise<void>,
) {
  const values = postInput.parse(input);
  await checkPostRate(db, viewer);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityPosts)
      .values({ ...values, userId: viewer.id, groupId })
      .returning({ id: communityPosts.id });
    await tx.insert(communityActivities).values({
      userId: viewer.id,
      activityType: 'post_created',
      targetId: row!.id,
      targetType: 'post',
      metadata: { post_title: values.title, post_type: values.postType },
    });
    return row!.id;
  });
  await beforeAnnounce?.({ id, postType: values.postType });
  await announcePostCreated(bus, {
    id,
    groupId,
    title: values.title,
    postType: values.postType,
    authorId: viewer.id,
  });
  return getPost(db, viewer, id);
}

// Authorship alone is not enough: a member removed from a group changes none of its posts.
const ownOpenPost = (viewer: Viewer, id: string) => ownPostInReach(viewer.id, id);

export async function updatePost(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  id: string,
  input: PostUpdate,
) {
  const values = postUpdate.parse(input);
  const [row] = await db
    .update(communityPosts)
    .set(values)
    .where(and(ownOpenPost(viewer, id), sql`${communityPosts.postType} <> 'content_share'`))
    .returning({
      id: communityPosts.id,
      hiddenAt: communityPosts.hiddenAt,
      groupId: communityPosts.groupId,
    });
  if (!row) {
    // Someone else's post, a missing one, or a share (its title is the system's): all 404 but
    // the share, which exists for its author.
    const [share] = await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(ownOpenPost(viewer, id));
    if (share)
      throw validationFailed(
        { postType: 'A shared item cannot be edited' },
        'A shared item cannot be edited.',
      );
    throw missingPost();
  }
  if (!row.hiddenAt) await announcePostChanged(bus, row, 'updated');
  return getPost(db, viewer, id);
}

export async function deletePost(db: Db, bus: EventBus, viewer: Viewer, id: string) {
  const deleted = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: communityPosts.id, groupId: communityPosts.groupId })
      .from(communityPosts)
      .where(ownOpenPost(viewer, id))
      .for('update');
    if (!own) return null;
    // Likes point at posts and comments without a foreign key: they go with them.
    await tx.execute(
      sql`delete from community_likes where (target_type = 'post' and target_id = ${id}) or (target_type = 'comment' and target_id in (select id from community_comments where post_id = ${id}))`,
    );
    const comments = await tx
      .select({ id: communityComments.id })
      .from(communityComments)
      .where(eq(communityComments.postId, id));
    await tx.delete(communityPosts).where(eq(communityPosts.id, id));
    // The author took their words back (and the comments went with them): moderation's record of
    // them keeps no title or words, only ids (decision 047).
    await forgetAuditLabels(tx, 'community_post', [id]);
    await forgetAuditLabels(
      tx,
      'community_comment',
      comments.map((comment) => comment.id),
    );
    return own;
  });
  if (!deleted) throw missingPost();
  await announcePostRemoved(bus, deleted);
}

/** The author marks their prayer request answered, with an optional testimony (null: undo). */
export async function setAnswered(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  id: string,
  answer: { testimony?: string | null } | null,
) {
  const values = answer ? answerInput.parse(answer) : null;
  const [row] = await db
    .update(communityPosts)
    .set(
      values
        ? { answeredAt: new Date(), testimony: values.testimony || null }
        : { answeredAt: null, testimony: null },
    )
    .where(and(ownOpenPost(viewer, id), eq(communityPosts.postType, 'prayer_request')))
    .returning({
      id: communityPosts.id,
      hiddenAt: communityPosts.hiddenAt,
      groupId: communityPosts.groupId,
    });
  if (!row) throw notFound('That prayer request');
  if (!row.hiddenAt) await announcePostChanged(bus, row, 'answered');
  return getPost(db, viewer, id);
}

/** "Share to the community": a content_share post titled "Shared {type}" (001 §7). */
export async function shareContent(db: Db, bus: EventBus, viewer: Viewer, input: ShareInput) {
  const values = shareInput.parse(input);
  const [item] = await db
    .select({
      id: content.id,
      title: content.title,
      description: content.description,
      isDailyPsalm: content.isDailyPsalm,
    })
    .from(content)
    .where(and(eq(content.id, values.contentId), visibilityFor(viewer)))
    .limit(1);
  if (!item) throw notFound('That content');
  await checkPostRate(db, viewer);
  const type = item.isDailyPsalm ? 'psalm' : 'content';
  const title = `Shared ${type}`;
  // Without a message the post names the item as the sharer reads it (a starter item's title in
  // their language, decisions 052 and 152).
  const message = values.message || seededItemTexts(item, seededTextsLanguage(viewer)).title;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityPosts)
      .values({
        userId: viewer.id,
        title,
        content: message,
        postType: 'content_share',
        contentReferenceId: item.id,
        contentReferenceType: type,
      })
      .returning({ id: communityPosts.id });
    await tx.insert(communityActivities).values({
      userId: viewer.id,
      activityType: 'content_shared',
      targetId: row!.id,
      targetType: 'post',
      metadata: { message: message.slice(0, 100) },
    });
    return row!.id;
  });
  await announcePostCreated(bus, {
    id,
    groupId: null,
    title,
    postType: 'content_share',
    authorId: viewer.id,
  });
  return getPost(db, viewer, id);
}

/** The four figures of the screen, over the community feed (no group's posts). */
export async function communityStats(db: Db): Promise<CommunityStats> {
  const [row] = await db
    .select({
      totalPosts: count(),
      prayerRequests: sql<number>`count(*) filter (where ${communityPosts.postType} = 'prayer_request')`,
      interactions: sql<number>`coalesce(sum(${communityPosts.likesCount} + ${communityPosts.commentsCount}), 0)`,
      activeMembers: countDistinct(communityPosts.userId),
    })
    .from(communityPosts)
    .where(publicPost);
  return {
    totalPosts: Number(row?.totalPosts ?? 0),
    prayerRequests: Number(row?.prayerRequests ?? 0),
    totalInteractions: Number(row?.interactions ?? 0),
    activeMembers: Number(row?.activeMembers ?? 0),
  };
}

/**
 * The latest 20 activities members may read: about community posts (in no group) that are not
 * hidden; the actor of an activity on an anonymous post is left out.
 */
export async function listActivities(db: Db) {
  const rows = await db
    .select({
      id: communityActivities.id,
      activityType: communityActivities.activityType,
      targetId: communityActivities.targetId,
      targetType: communityActivities.targetType,
      metadata: communityActivities.metadata,
      createdAt: communityActivities.createdAt,
      userId: communityActivities.userId,
      name: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      anonymous: communityPosts.isAnonymous,
    })
    .from(communityActivities)
    .leftJoin(profiles, eq(profiles.userId, communityActivities.userId))
    .leftJoin(
      communityPosts,
      sql`${communityPosts.id} = coalesce(
        (select post_id from community_comments where id = ${communityActivities.targetId} and ${communityActivities.targetType} = 'comment'),
        ${communityActivities.targetId})`,
    )
    .where(
      and(
        publicPost,
        sql`${communityPosts.id} is not null`,
        sql`(${communityActivities.targetType} <> 'comment' or exists (select 1 from community_comments c where c.id = ${communityActivities.targetId} and c.hidden_at is null))`,
      ),
    )
    .orderBy(desc(communityActivities.createdAt), desc(communityActivities.id))
    .limit(activityFeedSize);
  return {
    items: rows.map((row) => {
      const hideActor = row.anonymous && row.activityType !== 'comment_added';
      return {
        id: row.id,
        activityType: row.activityType,
        targetId: row.targetId,
        targetType: row.targetType,
        metadata: row.metadata,
        createdAt: row.createdAt.toISOString(),
        actor: hideActor
          ? null
          : { id: row.userId, name: row.name?.trim() ? row.name : null, avatarUrl: row.avatarUrl },
      };
    }),
  };
}
