import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { communityPosts, communityPrayers } from '@server/db/schema/community';
import { validationFailed } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import type { EventBus } from '@server/realtime/bus';
import { announcePostChanged } from './events';
import { lockOpenPost } from './shared';

/**
 * "I prayed" on a prayer request: once per member, request and local day (a second tap that day
 * changes nothing). prayed_count is recounted from the rows under the post's lock.
 */
export async function prayFor(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  postId: string,
  today: string,
) {
  const result = await db.transaction(async (tx) => {
    const post = await lockOpenPost(tx, postId, viewer.id);
    if (post.postType !== 'prayer_request')
      throw validationFailed(
        { postId: 'Only prayer requests take "I prayed"' },
        'Only prayer requests take "I prayed".',
      );
    const inserted = await tx
      .insert(communityPrayers)
      .values({ postId, userId: viewer.id, localDate: today })
      .onConflictDoNothing()
      .returning({ id: communityPrayers.id });
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(communityPrayers)
      .where(eq(communityPrayers.postId, postId));
    await tx
      .update(communityPosts)
      .set({ prayedCount: Number(n), updatedAt: sql`${communityPosts.updatedAt}` })
      .where(and(eq(communityPosts.id, postId)));
    return { changed: inserted.length > 0, prayedCount: Number(n), groupId: post.groupId };
  });
  if (result.changed)
    await announcePostChanged(bus, { id: postId, groupId: result.groupId }, 'prayed');
  return { prayedToday: true, prayedCount: result.prayedCount };
}
