import { and, asc, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import {
  communityActivities,
  communityComments,
  communityLikes,
  communityPosts,
  communityPrayers,
  communityReports,
} from '@server/db/schema/community';
import type { Viewer } from '@server/http/env';
import { tablePart, type ExportDeps, type ExportPart } from './export-part';
import { columnsOf, owned } from './export-rows';

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

/** The member's community posts (with others' replies, unnamed), comments, likes, prayers, activities and reports. */
export function communityParts({ db }: ExportDeps): ExportPart[] {
  const simple = tablePart(db);
  return [
    {
      name: 'posts',
      about:
        'Your community posts, and your posts on prayer groups’ walls (groupId names the group; your groups are listed under groups). Comments other members left on them are included with their words and time only, without who wrote them.',
      tables: ['community_posts'],
      rows: (member) => postsWithReplies(db, member),
    },
    simple(
      'comments',
      'Your comments on community posts and on prayer groups’ walls.',
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
  ];
}
