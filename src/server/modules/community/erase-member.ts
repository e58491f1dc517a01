import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  communityActivities,
  communityComments,
  communityLikes,
  communityPosts,
  communityPrayers,
  communityReports,
} from '@server/db/schema/community';
import { recountComments, type Tx } from './shared';

/** node-postgres and PGlite answer a raw query with { rows }. */
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Account deletion (docs/decisions/019): everything the member wrote in the community goes, not
 * "Deleted member" placeholders. Their posts go with the threads under them, their comments with
 * the replies under them (a reply without what it answers reads wrong), and with those every like
 * and feed entry that points at them (likes and activities have no foreign key to cascade). The
 * counters on other members' posts and comments the member had liked, prayed for or commented on
 * are counted again, so nobody sees a like or comment that is no longer there. Runs inside the
 * deletion's transaction; answers the posts of others whose figures changed.
 */
export async function eraseMemberCommunity(tx: Tx, memberId: string) {
  const ownPosts = sql`(select id from ${communityPosts} where user_id = ${memberId})`;
  // Every comment that goes: the member's, those on the member's posts, and all replies below them.
  const doomed: unknown = await tx.execute(sql`
    with recursive doomed(id) as (
      select id from ${communityComments}
       where user_id = ${memberId}
          or post_id in (select id from ${communityPosts} where user_id = ${memberId})
      union
      select c.id from ${communityComments} c join doomed d on c.parent_comment_id = d.id
    )
    select id from doomed`);
  const doomedComments = rowsOf<{ id: string }>(doomed).map((row) => row.id);

  // The other members' posts and comments whose figures the member is part of.
  const touchedPosts = new Set<string>();
  const touchedComments = new Set<string>();
  const theirs: unknown = await tx.execute(sql`
    select 'post' as kind, post_id as id from ${communityComments} where user_id = ${memberId}
    union select 'post', post_id from ${communityPrayers} where user_id = ${memberId}
    union select target_type, target_id from ${communityLikes} where user_id = ${memberId}`);
  for (const row of rowsOf<{ kind: string; id: string }>(theirs))
    (row.kind === 'post' ? touchedPosts : touchedComments).add(row.id);

  const doomedTargets = sql`(${communityLikes.targetType} = 'post' and ${communityLikes.targetId} in ${ownPosts})`;
  await tx
    .delete(communityLikes)
    .where(
      sql`${communityLikes.userId} = ${memberId} or ${doomedTargets}${
        doomedComments.length
          ? sql` or (${communityLikes.targetType} = 'comment' and ${inArray(communityLikes.targetId, doomedComments)})`
          : sql``
      }`,
    );
  await tx
    .delete(communityActivities)
    .where(
      sql`${communityActivities.userId} = ${memberId} or ${communityActivities.targetId} in ${ownPosts}${
        doomedComments.length
          ? sql` or ${inArray(communityActivities.targetId, doomedComments)}`
          : sql``
      }`,
    );
  await tx.delete(communityReports).where(eq(communityReports.reporterId, memberId));
  await tx.delete(communityPrayers).where(eq(communityPrayers.userId, memberId));
  if (doomedComments.length)
    await tx.delete(communityComments).where(inArray(communityComments.id, doomedComments));
  await tx.delete(communityPosts).where(eq(communityPosts.userId, memberId));

  const postsLeft = (
    await tx
      .select({ id: communityPosts.id })
      .from(communityPosts)
      .where(touchedPosts.size ? inArray(communityPosts.id, [...touchedPosts]) : sql`false`)
  ).map((row) => row.id);
  for (const postId of postsLeft) {
    await recountComments(tx, postId);
    const [likes] = await tx
      .select({ n: count() })
      .from(communityLikes)
      .where(and(eq(communityLikes.targetType, 'post'), eq(communityLikes.targetId, postId)));
    const [prayed] = await tx
      .select({ n: count() })
      .from(communityPrayers)
      .where(eq(communityPrayers.postId, postId));
    await tx
      .update(communityPosts)
      .set({
        likesCount: Number(likes?.n ?? 0),
        prayedCount: Number(prayed?.n ?? 0),
        updatedAt: sql`${communityPosts.updatedAt}`,
      })
      .where(eq(communityPosts.id, postId));
  }
  for (const commentId of touchedComments) {
    await tx
      .update(communityComments)
      .set({
        likesCount: sql`(select count(*) from ${communityLikes} where ${communityLikes.targetType} = 'comment' and ${communityLikes.targetId} = ${commentId})`,
        updatedAt: sql`${communityComments.updatedAt}`,
      })
      .where(eq(communityComments.id, commentId));
  }
  return postsLeft;
}
