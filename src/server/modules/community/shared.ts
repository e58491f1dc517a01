import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Author, Comment, Post } from '@contracts/community';
import type { Db } from '@server/db/connection';
import {
  communityComments,
  communityLikes,
  communityPosts,
  communityPrayers,
  communityReports,
} from '@server/db/schema/community';
import { prayerGroupMembers } from '@server/db/schema/groups';
import { profiles } from '@server/db/schema/profiles';
import { notFound } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { cursorKey } from '@server/http/pagination';

// What every member route reads through: the visibility rule (a hidden item exists only for its
// author) and the one mapping from rows to answers, which drops the author of an anonymous post.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Conn = Db | Tx;

/** A member's id, or its placeholder in a statement prepared once (the feed's). */
type ViewerId = string | Placeholder;

/**
 * A post in the member's reach: on the community feed (no group), or on the wall of a prayer group
 * they are in (decision 063). Everyone else is answered as if the post did not exist.
 */
export const postInReachOf = (viewerId: ViewerId): SQL =>
  or(
    isNull(communityPosts.groupId),
    sql`exists (select 1 from ${prayerGroupMembers} where ${prayerGroupMembers.groupId} = ${communityPosts.groupId} and ${prayerGroupMembers.userId} = ${viewerId})`,
  )!;

/**
 * A post a member may read: in their reach, and not hidden unless it is their own. Writing a
 * group's post gives no lasting claim on it: its author, once out of the group, reads it no more
 * (their words leave with them in the data export).
 */
export const postReadableBy = (viewerId: ViewerId): SQL =>
  and(
    postInReachOf(viewerId),
    or(isNull(communityPosts.hiddenAt), eq(communityPosts.userId, viewerId)),
  )!;

/** The member's own post, still in their reach: the only posts its author may change. */
export const ownPostInReach = (viewerId: string, postId: string): SQL =>
  and(eq(communityPosts.id, postId), eq(communityPosts.userId, viewerId), postInReachOf(viewerId))!;

/**
 * A post of the community feed a member may read: in no group, and not hidden or their own. The
 * feed's own form of postReadableBy, without the group membership check it never needs.
 */
export const feedPostReadableBy = (viewerId: ViewerId): SQL =>
  and(
    isNull(communityPosts.groupId),
    or(isNull(communityPosts.hiddenAt), eq(communityPosts.userId, viewerId)),
  )!;

/** A post a member may act on (like, comment, pray, report): in their reach and not hidden. */
export const postOpenTo = (viewerId: string): SQL =>
  and(isNull(communityPosts.hiddenAt), postInReachOf(viewerId))!;

/** Posts of the community feed, as every public reader counts them: not hidden, in no group. */
export const publicPost = and(isNull(communityPosts.hiddenAt), isNull(communityPosts.groupId))!;

/** What an event about a post needs: its id, and its group when its news is for members alone. */
export type PostRef = { id: string; groupId: string | null };

export const commentReadableBy = (viewer: Viewer): SQL =>
  or(isNull(communityComments.hiddenAt), eq(communityComments.userId, viewer.id))!;

export const missingPost = () => notFound('That post');
export const missingComment = () => notFound('That comment');

/** A post's columns, with whether the viewer liked, prayed for (on `today`) and reported it. */
export const postColumns = (viewerId: ViewerId, today: string | Placeholder) => ({
  id: communityPosts.id,
  userId: communityPosts.userId,
  title: communityPosts.title,
  content: communityPosts.content,
  postType: communityPosts.postType,
  isAnonymous: communityPosts.isAnonymous,
  isPinned: communityPosts.isPinned,
  tags: communityPosts.tags,
  likesCount: communityPosts.likesCount,
  commentsCount: communityPosts.commentsCount,
  prayedCount: communityPosts.prayedCount,
  contentReferenceId: communityPosts.contentReferenceId,
  contentReferenceType: communityPosts.contentReferenceType,
  answeredAt: communityPosts.answeredAt,
  testimony: communityPosts.testimony,
  hiddenAt: communityPosts.hiddenAt,
  createdAt: communityPosts.createdAt,
  updatedAt: communityPosts.updatedAt,
  authorName: profiles.fullName,
  authorAvatar: profiles.avatarUrl,
  likedByMe: sql<boolean>`exists (select 1 from ${communityLikes} where ${communityLikes.userId} = ${viewerId} and ${communityLikes.targetType} = 'post' and ${communityLikes.targetId} = ${communityPosts.id})`,
  prayedToday: sql<boolean>`exists (select 1 from ${communityPrayers} where ${communityPrayers.userId} = ${viewerId} and ${communityPrayers.postId} = ${communityPosts.id} and ${communityPrayers.localDate} = ${today})`,
  reportedByMe: sql<boolean>`exists (select 1 from ${communityReports} where ${communityReports.reporterId} = ${viewerId} and ${communityReports.postId} = ${communityPosts.id} and ${communityReports.commentId} is null)`,
  cursorKey: cursorKey(communityPosts.createdAt),
});

export type PostRow = {
  id: string;
  userId: string;
  title: string;
  content: string;
  postType: Post['postType'];
  isAnonymous: boolean;
  isPinned: boolean;
  tags: string[];
  likesCount: number;
  commentsCount: number;
  prayedCount: number;
  contentReferenceId: string | null;
  contentReferenceType: string | null;
  answeredAt: Date | null;
  testimony: string | null;
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string | null;
  authorAvatar: string | null;
  likedByMe: boolean;
  prayedToday: boolean;
  reportedByMe: boolean;
  cursorKey: string;
};

const authorOf = (id: string, name: string | null, avatarUrl: string | null): Author => ({
  id,
  name: name?.trim() ? name : null,
  avatarUrl,
});

/** The one place a post row becomes an answer: an anonymous post's author never leaves here. */
export function toPost(row: PostRow, viewer: Viewer): Post & { cursorKey: string } {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    postType: row.postType,
    isAnonymous: row.isAnonymous,
    isPinned: row.isPinned,
    tags: row.tags,
    likesCount: row.likesCount,
    commentsCount: row.commentsCount,
    prayedCount: row.prayedCount,
    contentReferenceId: row.contentReferenceId,
    contentReferenceType: row.contentReferenceType,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    testimony: row.testimony,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: row.isAnonymous ? null : authorOf(row.userId, row.authorName, row.authorAvatar),
    isMine: row.userId === viewer.id,
    likedByMe: Boolean(row.likedByMe),
    prayedToday: Boolean(row.prayedToday),
    reportedByMe: Boolean(row.reportedByMe),
    hidden: row.hiddenAt !== null,
    cursorKey: row.cursorKey,
  };
}

export async function readPost(db: Conn, viewer: Viewer, id: string, today: string) {
  const [row] = await db
    .select(postColumns(viewer.id, today))
    .from(communityPosts)
    .leftJoin(profiles, eq(profiles.userId, communityPosts.userId))
    .where(and(eq(communityPosts.id, id), postReadableBy(viewer.id)))
    .limit(1);
  if (!row) throw missingPost();
  const { cursorKey: _, ...result } = toPost(row as PostRow, viewer);
  return result;
}

export const commentColumns = (viewer: Viewer) => ({
  id: communityComments.id,
  postId: communityComments.postId,
  userId: communityComments.userId,
  parentCommentId: communityComments.parentCommentId,
  content: communityComments.content,
  likesCount: communityComments.likesCount,
  isEdited: communityComments.isEdited,
  hiddenAt: communityComments.hiddenAt,
  createdAt: communityComments.createdAt,
  authorName: profiles.fullName,
  authorAvatar: profiles.avatarUrl,
  likedByMe: sql<boolean>`exists (select 1 from ${communityLikes} where ${communityLikes.userId} = ${viewer.id} and ${communityLikes.targetType} = 'comment' and ${communityLikes.targetId} = ${communityComments.id})`,
  reportedByMe: sql<boolean>`exists (select 1 from ${communityReports} where ${communityReports.reporterId} = ${viewer.id} and ${communityReports.commentId} = ${communityComments.id})`,
});

export type CommentRow = {
  id: string;
  postId: string;
  userId: string;
  parentCommentId: string | null;
  content: string;
  likesCount: number;
  isEdited: boolean;
  hiddenAt: Date | null;
  createdAt: Date;
  authorName: string | null;
  authorAvatar: string | null;
  likedByMe: boolean;
  reportedByMe: boolean;
};

export const toComment = (row: CommentRow, viewer: Viewer): Comment => ({
  id: row.id,
  postId: row.postId,
  parentCommentId: row.parentCommentId,
  content: row.content,
  likesCount: row.likesCount,
  isEdited: row.isEdited,
  createdAt: row.createdAt.toISOString(),
  author: authorOf(row.userId, row.authorName, row.authorAvatar),
  isMine: row.userId === viewer.id,
  likedByMe: Boolean(row.likedByMe),
  reportedByMe: Boolean(row.reportedByMe),
  hidden: row.hiddenAt !== null,
});

/** Locks a post the member may act on for a counter change, or 404. */
export async function lockOpenPost(tx: Tx, postId: string, viewerId: string) {
  const [row] = await tx
    .select({
      id: communityPosts.id,
      postType: communityPosts.postType,
      userId: communityPosts.userId,
      groupId: communityPosts.groupId,
    })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), postOpenTo(viewerId)))
    .for('update', { of: communityPosts });
  if (!row) throw missingPost();
  return row;
}

/** comments_count: the post's comments members can see, recounted under the post's lock. */
export async function recountComments(tx: Tx, postId: string) {
  await tx
    .update(communityPosts)
    .set({
      commentsCount: sql`(select count(*) from ${communityComments} where ${communityComments.postId} = ${postId} and ${communityComments.hiddenAt} is null)`,
      updatedAt: sql`${communityPosts.updatedAt}`,
    })
    .where(eq(communityPosts.id, postId));
}
