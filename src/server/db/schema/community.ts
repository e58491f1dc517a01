import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { activityTypes, likeTargetTypes, postTypes, reportStatuses } from '@contracts/enums';
import { users } from './auth';
import { prayerGroups } from './groups';
import { createdAt, emptyArray, oneOf, timestampTz, updatedAt } from './columns';

/** Community feed posts; content_share posts are made by the system when content is shared. */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    postType: text('post_type', { enum: postTypes }).notNull().default('reflection'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    tags: text('tags').array().notNull().default(emptyArray('text')),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** For content_share posts: the shared item's id and kind (no foreign key; kinds vary). */
    contentReferenceId: uuid('content_reference_id'),
    contentReferenceType: text('content_reference_type'),
    /** How many distinct member-days of "I prayed" (prayer requests); kept with the rows. */
    prayedCount: integer('prayed_count').notNull().default(0),
    /** A prayer request its author marked answered, with an optional testimony. */
    answeredAt: timestampTz('answered_at'),
    testimony: text('testimony'),
    /** Hidden by a moderator: gone for every member but its author, who sees a notice. */
    hiddenAt: timestampTz('hidden_at'),
    /**
     * A post on a prayer group's wall, read by that group's members alone (decision 063); null for
     * the community feed. It goes with its group.
     */
    groupId: uuid('group_id').references(() => prayerGroups.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('community_posts_post_type_check', oneOf(t.postType, postTypes)),
    index('community_posts_group_id_created_at_idx')
      .on(t.groupId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.groupId} is not null`),
    check('community_posts_prayed_count_check', sql`${t.prayedCount} >= 0`),
    check('community_posts_likes_count_check', sql`${t.likesCount} >= 0`),
    check('community_posts_comments_count_check', sql`${t.commentsCount} >= 0`),
    index('community_posts_created_at_id_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The feed reads pinned and unpinned posts apart (is_pinned = $1, newest first): without
    // is_pinned leading, finding the few pinned posts walked every row (bench: 193 ms at 1,000,000).
    index('community_posts_pinned_created_at_id_idx').on(
      t.isPinned,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_user_id_idx').on(t.userId),
  ],
);

/** Comments on posts; replies point at their parent comment and go with it. */
export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    parentCommentId: uuid('parent_comment_id').references((): AnyPgColumn => communityComments.id, {
      onDelete: 'cascade',
    }),
    likesCount: integer('likes_count').notNull().default(0),
    isEdited: boolean('is_edited').notNull().default(false),
    /** Hidden by a moderator: gone for every member but its author. */
    hiddenAt: timestampTz('hidden_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('community_comments_likes_count_check', sql`${t.likesCount} >= 0`),
    index('community_comments_post_id_created_at_idx').on(t.postId, t.createdAt),
    index('community_comments_parent_comment_id_idx').on(t.parentCommentId),
    index('community_comments_user_id_idx').on(t.userId),
  ],
);

/**
 * Likes on posts or comments (target_type says which). target_id has no foreign key because it
 * points at either table; deleting a post or comment must delete its likes in the same transaction.
 */
export const communityLikes = pgTable(
  'community_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id').notNull(),
    targetType: text('target_type', { enum: likeTargetTypes }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('community_likes_user_target_key').on(t.userId, t.targetId, t.targetType),
    check('community_likes_target_type_check', oneOf(t.targetType, likeTargetTypes)),
    index('community_likes_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Activity feed: post_created, comment_added, content_shared with a small metadata object. */
export const communityActivities = pgTable(
  'community_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type', { enum: activityTypes }).notNull(),
    targetId: uuid('target_id'),
    targetType: text('target_type'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('community_activities_activity_type_check', oneOf(t.activityType, activityTypes)),
    index('community_activities_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('community_activities_user_id_idx').on(t.userId),
  ],
);

/** "I prayed": one row per member, prayer request and local day of the member. */
export const communityPrayers = pgTable(
  'community_prayers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('community_prayers_post_user_day_key').on(t.postId, t.userId, t.localDate),
    index('community_prayers_user_id_idx').on(t.userId),
  ],
);

/**
 * Reports of a post (comment_id null) or of one of its comments, waiting in the moderation queue:
 * open → resolved | dismissed. One per reporter and target.
 */
export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => communityComments.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    check('community_reports_status_check', oneOf(t.status, reportStatuses)),
    unique('community_reports_reporter_target_key')
      .on(t.reporterId, t.postId, t.commentId)
      .nullsNotDistinct(),
    index('community_reports_comment_id_idx').on(t.commentId),
    index('community_reports_status_created_at_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('community_reports_post_id_idx').on(t.postId),
    index('community_reports_reporter_id_idx').on(t.reporterId),
  ],
);
