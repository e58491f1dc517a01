import { z } from 'zod';
import { postType, userPostType } from './enums';
import { page, pageQuery } from './pagination';
import { timeZone } from './time';

// The community feed (001 §2 Community screen, §3 community_*, §5, §8; decision 015). Anonymous
// posts never carry their author: `author` is null for everyone, the author included (they see
// `isMine`).

export const postTitleMax = 200;
export const postContentMax = 1000;
export const postTagsMax = 10;
export const postTagMax = 40;
export const commentContentMax = 2000;
export const testimonyMax = 1000;
export const shareMessageMax = 1000;
/** Posts one member may write in a minute before 429 (a burst of 20 is refused). */
export const postsPerMinute = 10;
export const activityFeedSize = 20;

export const popularTags = [
  'prayer',
  'faith',
  'hope',
  'gratitude',
  'scripture',
  'worship',
  'healing',
  'peace',
  'love',
  'strength',
  'guidance',
  'testimony',
] as const;

export const reportReasons = [
  'spam',
  'harassment',
  'inappropriate',
  'misinformation',
  'other',
] as const;
export const reportReason = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReason>;

/** Tags are trimmed, empty ones dropped, duplicates ignored, at most 10 (001 §5). */
export const postTags = z
  .array(z.string().max(postTagMax, `A tag must be at most ${postTagMax} characters`))
  .max(100, `At most ${postTagsMax} tags`)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])
  .refine((tags) => tags.length <= postTagsMax, `At most ${postTagsMax} tags`);

const postFields = {
  postType: userPostType,
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(postTitleMax, `Title must be at most ${postTitleMax} characters`),
  content: z
    .string()
    .trim()
    .min(1, 'Message is required')
    .max(
      postContentMax,
      `Message must be at most ${postContentMax.toLocaleString('en-US')} characters`,
    ),
  tags: postTags,
  isAnonymous: z.boolean(),
};

export const postInput = z.strictObject({
  ...postFields,
  postType: postFields.postType.default('reflection'),
  tags: postFields.tags.default([]),
  isAnonymous: postFields.isAnonymous.default(false),
});
export type PostInput = z.input<typeof postInput>;

export const postUpdate = z
  .strictObject(postFields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Change at least one field');
export type PostUpdate = z.input<typeof postUpdate>;

export const answerInput = z.strictObject({
  testimony: z
    .string()
    .trim()
    .max(
      testimonyMax,
      `Testimony must be at most ${testimonyMax.toLocaleString('en-US')} characters`,
    )
    .nullish(),
});

export const shareInput = z.strictObject({
  contentId: z.uuid('Not a valid content id'),
  message: z
    .string()
    .trim()
    .max(
      shareMessageMax,
      `Message must be at most ${shareMessageMax.toLocaleString('en-US')} characters`,
    )
    .optional(),
});
export type ShareInput = z.input<typeof shareInput>;

export const commentInput = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1, 'Comment is required')
    .max(
      commentContentMax,
      `Comment must be at most ${commentContentMax.toLocaleString('en-US')} characters`,
    ),
  parentCommentId: z.uuid('Not a valid comment id').nullish(),
});
export type CommentInput = z.input<typeof commentInput>;
export const commentUpdate = commentInput.pick({ content: true });

export const reportInput = z.strictObject({ reason: reportReason });

export const author = z.object({
  id: z.string(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Author = z.infer<typeof author>;

export const post = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  postType: postType,
  isAnonymous: z.boolean(),
  isPinned: z.boolean(),
  tags: z.array(z.string()),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  prayedCount: z.number().int(),
  contentReferenceId: z.string().nullable(),
  contentReferenceType: z.string().nullable(),
  answeredAt: z.string().nullable(),
  testimony: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for anonymous posts, for every reader. */
  author: author.nullable(),
  isMine: z.boolean(),
  likedByMe: z.boolean(),
  prayedToday: z.boolean(),
  reportedByMe: z.boolean(),
  /** Only ever true on the reader's own post: a moderator hid it. */
  hidden: z.boolean(),
});
export type Post = z.infer<typeof post>;

export const postListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  type: postType.optional(),
  timeZone: timeZone.optional(),
});
export type PostListQuery = z.input<typeof postListQuery>;
/** Pinned posts come first, on the first page only; items are the rest, newest first. */
export const postPage = page(post).extend({ pinned: z.array(post) });
export type PostPage = z.infer<typeof postPage>;

export const dayQuery = z.object({ timeZone: timeZone.optional() });

export const comment = z.object({
  id: z.string(),
  postId: z.string(),
  parentCommentId: z.string().nullable(),
  content: z.string(),
  likesCount: z.number().int(),
  isEdited: z.boolean(),
  createdAt: z.string(),
  author: author,
  isMine: z.boolean(),
  likedByMe: z.boolean(),
  reportedByMe: z.boolean(),
  hidden: z.boolean(),
});
export type Comment = z.infer<typeof comment>;
export const commentList = z.object({ items: z.array(comment) });

export const likeResult = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResult>;
export const prayedResult = z.object({
  prayedToday: z.boolean(),
  prayedCount: z.number().int(),
});

export const communityStats = z.object({
  totalPosts: z.number().int(),
  prayerRequests: z.number().int(),
  totalInteractions: z.number().int(),
  activeMembers: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStats>;

export const activity = z.object({
  id: z.string(),
  activityType: z.enum(['post_created', 'comment_added', 'content_shared']),
  targetId: z.string().nullable(),
  targetType: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** Null when the activity is about an anonymous post. */
  actor: author.nullable(),
});
export const activityList = z.object({ items: z.array(activity) });

// Moderation (staff with the `moderation` permission).

export const moderationTarget = z.enum(['post', 'comment']);
export const moderationItem = z.object({
  target: moderationTarget,
  postId: z.string(),
  commentId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  /** Staff see the author, anonymous or not. */
  author: author,
  isAnonymous: z.boolean(),
  hidden: z.boolean(),
  isPinned: z.boolean(),
  openReports: z.number().int(),
  reasons: z.array(z.object({ reason: reportReason, count: z.number().int() })),
  lastReportedAt: z.string(),
  /** The prayer group the post belongs to, or null for the community feed. */
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ModerationItem = z.infer<typeof moderationItem>;
export const moderationQueue = z.object({ items: z.array(moderationItem) });
/** The queue, all of it or one prayer group's reports. */
export const moderationQueueQuery = z.object({ groupId: z.uuid('Not a valid id').optional() });
export const moderationPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  postType: postType,
  author: author,
  isAnonymous: z.boolean(),
  isPinned: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type ModerationPost = z.infer<typeof moderationPost>;
export const moderationPostPage = page(moderationPost);
export const dismissInput = z.strictObject({
  postId: z.uuid(),
  commentId: z.uuid().nullish(),
});
