import { and, desc, eq, inArray, isNull, not, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { communityPosts, communityPrayers } from '@server/db/schema/community';
import { profiles } from '@server/db/schema/profiles';
import type { Viewer } from '@server/http/env';
import { afterCursor, toPage } from '@server/http/pagination';
import { postColumns, postReadableBy, toPost, type PostRow } from './shared';

// A prayer group's wall (decision 063): the group's posts on the community's model, read here for
// a caller the groups module has already found in the group. Open prayer requests come first;
// everything else follows newest first, page by page.

/** How many open requests the first page carries at most (a small group has far fewer). */
const openRequestsShown = 100;

const openRequest = and(
  eq(communityPosts.postType, 'prayer_request'),
  isNull(communityPosts.answeredAt),
)!;

export type WallQuery = { cursor?: string; limit: number; today: string };

/**
 * The wall as a member sees it. Leaders and co-leaders (`seesHidden`) also see hidden posts,
 * marked hidden, so they can restore them.
 */
export async function readGroupWall(
  db: Db,
  viewer: Viewer,
  groupId: string,
  query: WallQuery,
  seesHidden: boolean,
) {
  const visible: SQL = and(
    eq(communityPosts.groupId, groupId),
    seesHidden ? undefined : postReadableBy(viewer.id),
  )!;
  const select = () =>
    db
      .select(postColumns(viewer.id, query.today))
      .from(communityPosts)
      .leftJoin(profiles, eq(profiles.userId, communityPosts.userId));
  const newestFirst = [desc(communityPosts.createdAt), desc(communityPosts.id)] as const;
  const [rows, open] = await Promise.all([
    select()
      .where(
        and(
          visible,
          not(openRequest),
          afterCursor(query.cursor, communityPosts.createdAt, communityPosts.id),
        ),
      )
      .orderBy(...newestFirst)
      .limit(query.limit + 1),
    query.cursor
      ? []
      : select()
          .where(and(visible, openRequest))
          .orderBy(...newestFirst)
          .limit(openRequestsShown),
  ]);
  const page = toPage(
    (rows as PostRow[]).map((row) => toPost(row, viewer)),
    query.limit,
  );
  const requests = (open as PostRow[]).map((row) => {
    const { cursorKey: _, ...post } = toPost(row, viewer);
    return post;
  });
  const prayerIds = [...requests, ...page.items]
    .filter((post) => post.postType === 'prayer_request')
    .map((post) => post.id);
  return { open: requests, ...page, prayedToday: await prayersOn(db, prayerIds, query.today) };
}

/** Who prayed for each request on `day`: their names as profiles hold them (null: none given). */
async function prayersOn(db: Db, postIds: string[], day: string) {
  if (postIds.length === 0) return new Map<string, (string | null)[]>();
  const rows = await db
    .select({ postId: communityPrayers.postId, name: profiles.fullName })
    .from(communityPrayers)
    .leftJoin(profiles, eq(profiles.userId, communityPrayers.userId))
    .where(and(inArray(communityPrayers.postId, postIds), eq(communityPrayers.localDate, day)))
    .orderBy(communityPrayers.createdAt);
  const byPost = new Map<string, (string | null)[]>();
  for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.name]);
  return byPost;
}
