import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { LikeResult } from '@contracts/community';
import type { LikeTargetType } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { communityComments, communityLikes, communityPosts } from '@server/db/schema/community';
import type { Viewer } from '@server/http/env';
import type { EventBus } from '@server/realtime/bus';
import { announcePostChanged } from './events';
import { missingComment, missingPost, postOpenTo, type PostRef, type Tx } from './shared';

/**
 * The like toggle (001 §7: delete if found, otherwise insert). Exact under any concurrency: the
 * target row is locked first, so toggles on one target run one at a time, the unique
 * (user, target) key forbids a second like, and the count is recounted from the rows under the
 * lock in the same transaction.
 */
export async function toggleLike(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  targetType: LikeTargetType,
  targetId: string,
): Promise<LikeResult> {
  const result = await db.transaction(async (tx) => {
    const post = await lockTarget(tx, viewer.id, targetType, targetId);
    const removed = await tx
      .delete(communityLikes)
      .where(
        and(
          eq(communityLikes.userId, viewer.id),
          eq(communityLikes.targetType, targetType),
          eq(communityLikes.targetId, targetId),
        ),
      )
      .returning({ id: communityLikes.id });
    if (removed.length === 0)
      await tx
        .insert(communityLikes)
        .values({ userId: viewer.id, targetType, targetId })
        .onConflictDoNothing();
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(communityLikes)
      .where(and(eq(communityLikes.targetType, targetType), eq(communityLikes.targetId, targetId)));
    const likesCount = Number(n);
    if (targetType === 'post')
      await tx
        .update(communityPosts)
        .set({ likesCount, updatedAt: sql`${communityPosts.updatedAt}` })
        .where(eq(communityPosts.id, targetId));
    else
      await tx
        .update(communityComments)
        .set({ likesCount, updatedAt: sql`${communityComments.updatedAt}` })
        .where(eq(communityComments.id, targetId));
    return { liked: removed.length === 0, likesCount, post };
  });
  await announcePostChanged(bus, result.post, 'liked');
  return { liked: result.liked, likesCount: result.likesCount };
}

/**
 * Locks a target the member can act on (not hidden, nor on a hidden post, and in their reach);
 * returns its post.
 */
async function lockTarget(
  tx: Tx,
  viewerId: string,
  targetType: LikeTargetType,
  targetId: string,
): Promise<PostRef> {
  if (targetType === 'post') {
    const [row] = await tx
      .select({ id: communityPosts.id, groupId: communityPosts.groupId })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, targetId), postOpenTo(viewerId)))
      .for('update', { of: communityPosts });
    if (!row) throw missingPost();
    return row;
  }
  const [row] = await tx
    .select({ id: communityComments.postId, groupId: communityPosts.groupId })
    .from(communityComments)
    .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
    .where(
      and(
        eq(communityComments.id, targetId),
        isNull(communityComments.hiddenAt),
        postOpenTo(viewerId),
      ),
    )
    .for('update', { of: communityComments });
  if (!row) throw missingComment();
  return row;
}
