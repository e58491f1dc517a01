import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  defaultCategoryColor,
  difficultyLevels,
  languages,
  psalmThemes,
  userContentTypes,
} from '@contracts/enums';
import { users } from './auth';
import { createdAt, oneOf, timestampTz, updatedAt } from './columns';

/** Thematic groups of content; names are unique regardless of letter case. */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull().default(defaultCategoryColor),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`),
    check('categories_color_check', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
);

/** Prayers, verses, meditations and daily psalms (is_daily_psalm with psalm_date). */
export const content = pgTable(
  'content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** A short summary shown on cards and lists. */
    description: text('description'),
    /** The text a member reads, prays or studies when the item is opened (docs/decisions/054). */
    body: text('body'),
    audioUrl: text('audio_url'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    difficultyLevel: text('difficulty_level', { enum: difficultyLevels })
      .notNull()
      .default('beginner'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    isPublished: boolean('is_published').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    audioGenerated: boolean('audio_generated').notNull().default(false),
    isDailyPsalm: boolean('is_daily_psalm').notNull().default(false),
    generatedPsalm: text('generated_psalm'),
    psalmPrompt: text('psalm_prompt'),
    psalmTheme: text('psalm_theme', { enum: psalmThemes }),
    /** The calendar day the daily psalm is for (YYYY-MM-DD). */
    psalmDate: date('psalm_date', { mode: 'string' }),
    /** The language it is written in: each language has its own daily psalm (docs/decisions/031). */
    language: text('language', { enum: languages }).notNull().default('en'),
    /**
     * The kind of item, where one is known: daily psalms, and what AI Auto writes. The Access tab's
     * premium_content_types bind it (docs/decisions/067); null for a library item of no type.
     */
    contentType: text('content_type', { enum: userContentTypes }),
    /**
     * Set while audio_url is a recording staff uploaded (decision 072): the reader's name, as
     * members see it ("Read by …"). Null for a generated narration, a link elsewhere or none.
     */
    audioReadBy: text('audio_read_by'),
    /**
     * While a recording plays: the audio it stands in for (a generated narration, a link), with
     * its duration_minutes, brought back when the recording is removed. A narration made while a
     * recording plays lands here, never in audio_url.
     */
    narrationAudioUrl: text('narration_audio_url'),
    narrationDurationMinutes: integer('narration_duration_minutes'),
  },
  (t) => [
    check('content_duration_minutes_check', sql`${t.durationMinutes} >= 0`),
    check('content_difficulty_level_check', oneOf(t.difficultyLevel, difficultyLevels)),
    check('content_psalm_theme_check', oneOf(t.psalmTheme, psalmThemes)),
    check('content_language_check', oneOf(t.language, languages)),
    check('content_content_type_check', oneOf(t.contentType, userContentTypes)),
    check(
      'content_audio_read_by_check',
      sql`${t.audioReadBy} is null or ${t.audioUrl} is not null`,
    ),
    check(
      'content_daily_psalm_date_check',
      sql`not ${t.isDailyPsalm} or ${t.psalmDate} is not null`,
    ),
    // DESC NULLS FIRST is what a plain ORDER BY … DESC means, so the planner can walk these indexes
    // for newest-first cursor pages (drizzle-kit would otherwise write DESC NULLS LAST).
    index('content_created_at_id_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('content_daily_psalm_date_idx').on(t.isDailyPsalm, t.psalmDate),
    index('content_category_id_idx').on(t.categoryId),
    index('content_published_scheduled_idx').on(t.isPublished, t.scheduledFor),
    // At most one published daily psalm per day in each language: concurrent generation jobs on
    // several instances race on this index and the loser gets a unique violation instead of a
    // duplicate psalm.
    uniqueIndex('content_one_published_psalm_per_day_language_key')
      .on(t.psalmDate, t.language)
      .where(sql`${t.isDailyPsalm} and ${t.isPublished}`),
  ],
);

/** A user's play/reading sessions of content items (statistics, top played). */
export const userProgress = pgTable(
  'user_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
    sessionDurationMinutes: integer('session_duration_minutes'),
    /**
     * Audio heard in this play, from the member's position saves: the Stats tab's minutes count
     * what was heard, also of a play paused part way and never completed.
     */
    listenedMs: integer('listened_ms').notNull().default(0),
  },
  (t) => [
    check('user_progress_session_duration_minutes_check', sql`${t.sessionDurationMinutes} >= 0`),
    check('user_progress_listened_ms_check', sql`${t.listenedMs} >= 0`),
    index('user_progress_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('user_progress_content_id_idx').on(t.contentId),
    index('user_progress_created_at_idx').on(t.createdAt),
    // The Stats tab's window figures read these columns from the index alone (decision 042).
    index('user_progress_created_at_content_id_idx').on(
      t.createdAt,
      t.contentId,
      t.completedAt,
      t.sessionDurationMinutes,
      t.listenedMs,
    ),
  ],
);
