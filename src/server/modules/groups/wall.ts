import { and, eq } from 'drizzle-orm';
import type { PostInput } from '@contracts/community';
import type { GroupNotify, GroupReport, GroupWall } from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { prayerGroupMembers } from '@server/db/schema/groups';
import type { Viewer } from '@server/http/env';
import {
  createPost,
  dismissReports,
  moderationQueue,
  readGroupWall,
  setCommentHidden,
  setPostHidden,
  viewerToday,
} from '@server/modules/community';
import type { EventBus } from '@server/realtime/bus';
import { markAlertsRead, queueRequestAlerts } from './alerts';
import { leads, mustLead, nameInGroup, noSuchGroup, roleIn } from './membership';
import { getGroup } from './service';

// A group's prayer wall (decision 063): its posts are community posts with the group's id, read,
// written and moderated here only after the caller is found in the group. Liking, praying,
// commenting, answering and reporting go through the community's routes, which answer members of
// the post's group alone.

export async function wallOf(
  db: Db,
  viewer: Viewer,
  groupId: string,
  query: { cursor?: string; limit: number; timeZone?: string },
): Promise<GroupWall> {
  const role = await roleIn(db, groupId, viewer.id);
  const today = viewerToday(viewer, query.timeZone);
  const [wall] = await Promise.all([
    readGroupWall(db, viewer, groupId, { ...query, today }, leads(role)),
    // Opening the wall is reading its news.
    query.cursor ? undefined : markAlertsRead(db, viewer.id, [groupId]),
  ]);
  const prayedToday = Object.fromEntries(
    [...wall.prayedToday].map(([postId, names]) => [postId, names.map(nameInGroup)]),
  );
  return { open: wall.open, items: wall.items, nextCursor: wall.nextCursor, prayedToday };
}

/**
 * Any member writes on the wall; the group's members hear of it live, and of a prayer request by
 * notice as each chose.
 */
export async function postToWall(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  groupId: string,
  input: PostInput,
) {
  await roleIn(db, groupId, viewer.id);
  // The notices exist before the live news of the post, which makes browsers ask for them.
  return createPost(db, bus, viewer, input, groupId, async (post) => {
    if (post.postType === 'prayer_request')
      await queueRequestAlerts(db, { id: post.id, groupId, authorId: viewer.id });
  });
}

/** What the member hears of this group's new prayer requests. */
export async function setNotify(db: Db, viewer: Viewer, groupId: string, notify: GroupNotify) {
  const changed = await db
    .update(prayerGroupMembers)
    .set({ notify })
    .where(and(eq(prayerGroupMembers.groupId, groupId), eq(prayerGroupMembers.userId, viewer.id)))
    .returning({ groupId: prayerGroupMembers.groupId });
  if (changed.length === 0) throw noSuchGroup();
  return getGroup(db, viewer.id, groupId);
}

const mustModerate = async (db: Db, viewer: Viewer, groupId: string) =>
  mustLead(
    await roleIn(db, groupId, viewer.id),
    'Only the group’s leaders can moderate its posts.',
  );

/** Leaders and co-leaders hide or restore a post of their group (hiding resolves its reports). */
export async function moderatePost(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  groupId: string,
  postId: string,
  hidden: boolean,
) {
  await mustModerate(db, viewer, groupId);
  await setPostHidden(db, bus, viewer, postId, hidden, { groupId });
}

/** Leaders and co-leaders hide or restore a comment on their group's wall. */
export async function moderateComment(
  db: Db,
  bus: EventBus,
  viewer: Viewer,
  groupId: string,
  commentId: string,
  hidden: boolean,
) {
  await mustModerate(db, viewer, groupId);
  await setCommentHidden(db, bus, viewer, commentId, hidden, { groupId });
}

/** Leaders and co-leaders close reports about their group's post or comment without acting. */
export async function dismissInGroup(
  db: Db,
  viewer: Viewer,
  groupId: string,
  target: { postId: string; commentId?: string | null },
) {
  await mustModerate(db, viewer, groupId);
  await dismissReports(db, viewer, target, { groupId });
}

/**
 * The group's reported posts and comments, as its leaders see them: the staff queue narrowed to
 * the group, without the author (an anonymous post stays anonymous to leaders).
 */
export async function groupReports(
  db: Db,
  viewer: Viewer,
  groupId: string,
): Promise<GroupReport[]> {
  await mustModerate(db, viewer, groupId);
  const { items } = await moderationQueue(db, { groupId });
  return items.map((item) => ({
    target: item.target,
    postId: item.postId,
    commentId: item.commentId,
    title: item.title,
    content: item.content,
    hidden: item.hidden,
    openReports: item.openReports,
    reasons: item.reasons,
    lastReportedAt: item.lastReportedAt,
  }));
}
