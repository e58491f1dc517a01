import { and, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ModerationItem } from '@contracts/community';
import type { Db } from '@server/db/connection';
import { communityComments, communityPosts, communityReports } from '@server/db/schema/community';
import { prayerGroups } from '@server/db/schema/groups';
import { profiles } from '@server/db/schema/profiles';
import type { Viewer } from '@server/http/env';
import { afterCursor, cursorKey, toPage } from '@server/http/pagination';
import { recordAudit } from '@server/modules/audit/service';
import type { EventBus } from '@server/realtime/bus';
import { announcePostChanged, announcePostRemoved } from './events';
import { missingComment, missingPost, recountComments } from './shared';

// Staff with the `moderation` permission: the queue of reported items, hide / restore, dismiss,
// pin / unpin. Staff see the author of an anonymous post here (and only here). Every action is
// written to the audit log in the transaction that makes it.

const actor = (viewer: Viewer) => ({ id: viewer.id, email: viewer.email });

/**
 * Reported items with open reports, most reported first, then latest reported: all of them, or
 * one prayer group's. A group's posts reach staff only this way, through a report (decision 063).
 */
export async function moderationQueue(
  db: Db,
  filter: { groupId?: string } = {},
): Promise<{ items: ModerationItem[] }> {
  type QueueRow = {
    post_id: string;
    comment_id: string | null;
    open_reports: number;
    reasons: { reason: ModerationItem['reasons'][number]['reason']; count: number }[];
    last_reported_at: string;
  };
  const result: unknown = await db.execute(sql`
    select r.post_id, r.comment_id, count(*)::int as open_reports,
      max(r.created_at)::text as last_reported_at,
      (select coalesce(json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason), '[]'::json)
         from (select reason, count(*)::int as n from community_reports r2
               where r2.status = 'open' and r2.post_id = r.post_id
                 and r2.comment_id is not distinct from r.comment_id
               group by reason) x) as reasons
    from community_reports r
    where r.status = 'open'${
      filter.groupId
        ? sql` and exists (select 1 from community_posts p where p.id = r.post_id and p.group_id = ${filter.groupId})`
        : sql``
    }
    group by r.post_id, r.comment_id
    order by count(*) desc, max(r.created_at) desc
    limit 100`);
  // node-postgres and PGlite answer { rows }; be lenient about a bare array too.
  const list = (
    Array.isArray(result) ? result : (result as { rows: QueueRow[] }).rows
  ) as QueueRow[];
  const items: ModerationItem[] = [];
  for (const row of list) {
    const [post] = await db
      .select({
        title: communityPosts.title,
        content: communityPosts.content,
        userId: communityPosts.userId,
        isAnonymous: communityPosts.isAnonymous,
        isPinned: communityPosts.isPinned,
        hiddenAt: communityPosts.hiddenAt,
        name: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        groupId: prayerGroups.id,
        groupName: prayerGroups.name,
      })
      .from(communityPosts)
      .leftJoin(profiles, eq(profiles.userId, communityPosts.userId))
      .leftJoin(prayerGroups, eq(prayerGroups.id, communityPosts.groupId))
      .where(eq(communityPosts.id, row.post_id));
    if (!post) continue;
    let target: Pick<ModerationItem, 'content' | 'author' | 'hidden'> = {
      content: post.content,
      author: { id: post.userId, name: post.name, avatarUrl: post.avatarUrl },
      hidden: post.hiddenAt !== null,
    };
    if (row.comment_id) {
      const [comment] = await db
        .select({
          content: communityComments.content,
          userId: communityComments.userId,
          hiddenAt: communityComments.hiddenAt,
          name: profiles.fullName,
          avatarUrl: profiles.avatarUrl,
        })
        .from(communityComments)
        .leftJoin(profiles, eq(profiles.userId, communityComments.userId))
        .where(eq(communityComments.id, row.comment_id));
      if (!comment) continue;
      target = {
        content: comment.content,
        author: { id: comment.userId, name: comment.name, avatarUrl: comment.avatarUrl },
        hidden: comment.hiddenAt !== null,
      };
    }
    items.push({
      target: row.comment_id ? 'comment' : 'post',
      postId: row.post_id,
      commentId: row.comment_id,
      title: post.title,
      ...target,
      isAnonymous: row.comment_id ? false : post.isAnonymous,
      isPinned: post.isPinned,
      openReports: Number(row.open_reports),
      reasons: row.reasons,
      lastReportedAt: new Date(row.last_reported_at).toISOString(),
      group: post.groupId ? { id: post.groupId, name: post.groupName ?? '' } : null,
    });
  }
  return { items };
}

/**
 * Every community post, hidden ones too, newest first: where staff pin, unpin, hide and restore.
 * Prayer groups' posts are not here: staff read those only through a report (the queue).
 */
export async function moderationPosts(
  db: Db,
  query: { cursor?: string; limit: number; hidden?: boolean },
) {
  const rows = await db
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      content: communityPosts.content,
      postType: communityPosts.postType,
      userId: communityPosts.userId,
      name: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      isAnonymous: communityPosts.isAnonymous,
      isPinned: communityPosts.isPinned,
      hiddenAt: communityPosts.hiddenAt,
      createdAt: communityPosts.createdAt,
      cursorKey: cursorKey(communityPosts.createdAt),
    })
    .from(communityPosts)
    .leftJoin(profiles, eq(profiles.userId, communityPosts.userId))
    .where(
      and(
        isNull(communityPosts.groupId),
        afterCursor(query.cursor, communityPosts.createdAt, communityPosts.id),
        query.hidden === undefined
          ? undefined
          : query.hidden
            ? isNotNull(communityPosts.hiddenAt)
            : isNull(communityPosts.hiddenAt),
      ),
    )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(query.limit + 1);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      postType: row.postType,
      author: { id: row.userId, name: row.name, avatarUrl: row.avatarUrl },
      isAnonymous: row.isAnonymous,
      isPinned: row.isPinned,
      hidden: row.hiddenAt !== null,
      createdAt: row.createdAt.toISOString(),
      cursorKey: row.cursorKey,
    })),
    query.limit,
  );
}

/**
 * Where a moderator acts: staff anywhere; a group's leaders within their group (`groupId`), where
 * anything outside it is missing to them.
 */
export type ModerationScope = { groupId?: string };

/**
 * Staff reach a group's post (or its comments) only through a report about it, the one way they
 * see group posts at all; an id found elsewhere opens nothing, as for anyone outside the group.
 */
const inScope = (scope: ModerationScope) =>
  scope.groupId
    ? eq(communityPosts.groupId, scope.groupId)
    : or(
        isNull(communityPosts.groupId),
        sql`exists (select 1 from ${communityReports} where ${communityReports.postId} = ${communityPosts.id})`,
      );

/**
 * What the audit log keeps of the target's words: staff's own view, but nothing of a group's
 * posts, which staff read only through a report.
 */
const auditLabel = (label: string, groupId: string | null) => (groupId ? undefined : label);

/** Hides (or restores) a post; hiding resolves its open reports. */
export async function setPostHidden(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  postId: string,
  hidden: boolean,
  scope: ModerationScope = {},
) {
  const post = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(communityPosts)
      .set({ hiddenAt: hidden ? new Date() : null })
      .where(and(eq(communityPosts.id, postId), inScope(scope)))
      .returning({
        id: communityPosts.id,
        title: communityPosts.title,
        groupId: communityPosts.groupId,
      });
    if (!row) throw missingPost();
    if (hidden)
      await tx
        .update(communityReports)
        .set({ status: 'resolved' })
        .where(
          and(
            eq(communityReports.postId, postId),
            isNull(communityReports.commentId),
            eq(communityReports.status, 'open'),
          ),
        );
    await recordAudit(tx as unknown as Db, {
      actor: actor(viewer),
      action: 'moderation.action',
      after: { action: hidden ? 'post_hidden' : 'post_restored' },
      targetType: 'community_post',
      targetId: postId,
      targetLabel: auditLabel(row.title, row.groupId),
    });
    return { id: row.id, groupId: row.groupId };
  });
  if (hidden) await announcePostRemoved(bus, post);
  else await announcePostChanged(bus, post, 'restored');
}

export async function setCommentHidden(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  commentId: string,
  hidden: boolean,
  scope: ModerationScope = {},
) {
  const result = await db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ postId: communityComments.postId, content: communityComments.content })
      .from(communityComments)
      .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
      .where(and(eq(communityComments.id, commentId), inScope(scope)));
    if (!comment) throw missingComment();
    const [post] = await tx
      .select({ hiddenAt: communityPosts.hiddenAt, groupId: communityPosts.groupId })
      .from(communityPosts)
      .where(eq(communityPosts.id, comment.postId))
      .for('update');
    await tx
      .update(communityComments)
      .set({ hiddenAt: hidden ? new Date() : null, updatedAt: sql`${communityComments.updatedAt}` })
      .where(eq(communityComments.id, commentId));
    if (hidden)
      await tx
        .update(communityReports)
        .set({ status: 'resolved' })
        .where(and(eq(communityReports.commentId, commentId), eq(communityReports.status, 'open')));
    await recountComments(tx, comment.postId);
    await recordAudit(tx as unknown as Db, {
      actor: actor(viewer),
      action: 'moderation.action',
      after: { action: hidden ? 'comment_hidden' : 'comment_restored' },
      targetType: 'community_comment',
      targetId: commentId,
      targetLabel: auditLabel(comment.content.slice(0, 100), post?.groupId ?? null),
    });
    return {
      postId: comment.postId,
      groupId: post?.groupId ?? null,
      postHidden: Boolean(post?.hiddenAt),
    };
  });
  // Nothing is said about a hidden post: members may not know it exists.
  if (!result.postHidden)
    await announcePostChanged(
      bus,
      { id: result.postId, groupId: result.groupId },
      hidden ? 'comment_hidden' : 'restored',
    );
}

/** Closes a target's open reports without acting on it. */
export async function dismissReports(
  db: Db,
  viewer: Viewer,
  target: { postId: string; commentId?: string | null },
  scope: ModerationScope = {},
) {
  await db.transaction(async (tx) => {
    const dismissed = await tx
      .update(communityReports)
      .set({ status: 'dismissed' })
      .where(
        and(
          eq(communityReports.postId, target.postId),
          scope.groupId
            ? sql`exists (select 1 from community_posts p where p.id = ${communityReports.postId} and p.group_id = ${scope.groupId})`
            : undefined,
          target.commentId
            ? eq(communityReports.commentId, target.commentId)
            : isNull(communityReports.commentId),
          eq(communityReports.status, 'open'),
        ),
      )
      .returning({ id: communityReports.id });
    if (dismissed.length === 0) throw missingPost();
    await recordAudit(tx as unknown as Db, {
      actor: actor(viewer),
      action: 'moderation.action',
      targetType: target.commentId ? 'community_comment' : 'community_post',
      targetId: target.commentId ?? target.postId,
      after: { action: 'reports_dismissed', dismissed: dismissed.length },
    });
  });
}

export async function setPinned(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  postId: string,
  pinned: boolean,
) {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(communityPosts)
      .set({ isPinned: pinned, updatedAt: sql`${communityPosts.updatedAt}` })
      // Pinning is the community feed's: a group's wall has no pinned posts.
      .where(and(eq(communityPosts.id, postId), isNull(communityPosts.groupId)))
      .returning({ title: communityPosts.title, hiddenAt: communityPosts.hiddenAt });
    if (!updated) throw missingPost();
    await recordAudit(tx as unknown as Db, {
      actor: actor(viewer),
      action: 'moderation.action',
      after: { action: pinned ? 'post_pinned' : 'post_unpinned' },
      targetType: 'community_post',
      targetId: postId,
      targetLabel: updated.title,
    });
    return updated;
  });
  if (!row.hiddenAt) await announcePostChanged(bus, { id: postId, groupId: null }, 'pinned');
}
