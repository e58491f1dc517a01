import { and, asc, eq, sql } from 'drizzle-orm';
import { commentInput, commentUpdate, type CommentInput } from '@contracts/community';
import type { Db } from '@server/db/connection';
import {
  communityActivities,
  communityComments,
  communityPosts,
} from '@server/db/schema/community';
import { profiles } from '@server/db/schema/profiles';
import { validationFailed } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { forgetAuditLabels } from '@server/modules/audit/service';
import type { EventBus } from '@server/realtime/bus';
import { announcePostChanged } from './events';
import {
  commentColumns,
  commentReadableBy,
  lockOpenPost,
  missingComment,
  missingPost,
  postInReachOf,
  postReadableBy,
  recountComments,
  toComment,
  type CommentRow,
} from './shared';

/** A post's comments, oldest first; replies carry parentCommentId (the web nests them). */
export async function listComments(db: Db, viewer: Viewer, postId: string) {
  const [post] = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), postReadableBy(viewer.id)));
  if (!post) throw missingPost();
  const rows = await db
    .select(commentColumns(viewer))
    .from(communityComments)
    .leftJoin(profiles, eq(profiles.userId, communityComments.userId))
    .where(and(eq(communityComments.postId, postId), commentReadableBy(viewer)))
    .orderBy(asc(communityComments.createdAt), asc(communityComments.id))
    .limit(1000);
  return { items: (rows as CommentRow[]).map((row) => toComment(row, viewer)) };
}

async function readComment(db: Db, viewer: Viewer, id: string) {
  const [row] = await db
    .select(commentColumns(viewer))
    .from(communityComments)
    .leftJoin(profiles, eq(profiles.userId, communityComments.userId))
    .where(
      and(eq(communityComments.id, id), commentReadableBy(viewer), commentOnPostInReach(viewer.id)),
    );
  if (!row) throw missingComment();
  return toComment(row as CommentRow, viewer);
}

export async function addComment(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  postId: string,
  input: CommentInput,
) {
  const values = commentInput.parse(input);
  const added = await db.transaction(async (tx) => {
    const post = await lockOpenPost(tx, postId, viewer.id);
    if (values.parentCommentId) {
      const [parent] = await tx
        .select({ id: communityComments.id })
        .from(communityComments)
        .where(
          and(
            eq(communityComments.id, values.parentCommentId),
            eq(communityComments.postId, postId),
            sql`${communityComments.hiddenAt} is null`,
          ),
        );
      if (!parent)
        throw validationFailed(
          { parentCommentId: 'That comment is not on this post' },
          'The comment you reply to is not on this post.',
        );
    }
    const [row] = await tx
      .insert(communityComments)
      .values({
        postId,
        userId: viewer.id,
        content: values.content,
        parentCommentId: values.parentCommentId ?? null,
      })
      .returning({ id: communityComments.id });
    await recountComments(tx, postId);
    await tx.insert(communityActivities).values({
      userId: viewer.id,
      activityType: 'comment_added',
      targetId: row!.id,
      targetType: 'comment',
      metadata: { comment: values.content.slice(0, 100) },
    });
    return { id: row!.id, groupId: post.groupId };
  });
  await announcePostChanged(bus, { id: postId, groupId: added.groupId }, 'commented');
  return readComment(db, viewer, added.id);
}

/** The member's own comment, under a post still in their reach (a removed member edits none). */
const ownComment = (viewer: Viewer, id: string) =>
  and(
    eq(communityComments.id, id),
    eq(communityComments.userId, viewer.id),
    commentOnPostInReach(viewer.id),
  );

const commentOnPostInReach = (viewerId: string) =>
  sql`exists (select 1 from ${communityPosts} where ${communityPosts.id} = ${communityComments.postId} and ${postInReachOf(viewerId)})`;

export async function editComment(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  id: string,
  input: { content: string },
) {
  const values = commentUpdate.parse(input);
  const [row] = await db
    .update(communityComments)
    .set({ content: values.content, isEdited: true })
    .where(ownComment(viewer, id))
    .returning({ postId: communityComments.postId, hiddenAt: communityComments.hiddenAt });
  if (!row) throw missingComment();
  const post = row.hiddenAt ? null : await openPost(db, row.postId);
  if (post) await announcePostChanged(bus, post, 'commented');
  return readComment(db, viewer, id);
}

export async function deleteComment(db: Db, bus: EventBus, viewer: Viewer, id: string) {
  const postId = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ postId: communityComments.postId })
      .from(communityComments)
      .where(ownComment(viewer, id));
    if (!own) throw missingComment();
    await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(eq(communityPosts.id, own.postId))
      .for('update');
    // The comment, its replies (cascade) and the likes on all of them.
    await tx.execute(sql`
      with recursive thread as (
        select id from community_comments where id = ${id}
        union all
        select c.id from community_comments c join thread t on c.parent_comment_id = t.id
      )
      delete from community_likes where target_type = 'comment' and target_id in (select id from thread)`);
    await tx.delete(communityComments).where(eq(communityComments.id, id));
    // The author took their words back: moderation's record of the comment keeps none of them.
    await forgetAuditLabels(tx, 'community_comment', [id]);
    await recountComments(tx, own.postId);
    return own.postId;
  });
  const post = await openPost(db, postId);
  if (post) await announcePostChanged(bus, post, 'commented');
}

/** The post, unless hidden: events about a hidden post would tell members it exists. */
async function openPost(db: Db, postId: string) {
  const [row] = await db
    .select({ id: communityPosts.id, groupId: communityPosts.groupId })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), sql`${communityPosts.hiddenAt} is null`));
  return row;
}
