import { and, eq, isNull } from 'drizzle-orm';
import type { ReportReason } from '@contracts/community';
import type { Db } from '@server/db/connection';
import { communityComments, communityPosts, communityReports } from '@server/db/schema/community';
import { conflict } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { missingComment, missingPost, postOpenTo } from './shared';

/** A member reports a post (commentId null) or a comment, once per target (the unique key). */
export async function report(
  db: Db,
  viewer: Viewer,
  target: { postId: string; commentId: string | null },
  reason: ReportReason,
) {
  if (target.commentId) {
    const [row] = await db
      .select({ postId: communityComments.postId })
      .from(communityComments)
      .innerJoin(communityPosts, eq(communityPosts.id, communityComments.postId))
      .where(
        and(
          eq(communityComments.id, target.commentId),
          isNull(communityComments.hiddenAt),
          postOpenTo(viewer.id),
        ),
      );
    if (!row) throw missingComment();
    target = { postId: row.postId, commentId: target.commentId };
  } else {
    const [row] = await db
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, target.postId), postOpenTo(viewer.id)));
    if (!row) throw missingPost();
  }
  const inserted = await db
    .insert(communityReports)
    .values({ postId: target.postId, commentId: target.commentId, reporterId: viewer.id, reason })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (inserted.length === 0) throw conflict('You have already reported this.');
}
