import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  automationActions,
  automationContentTypes,
  automationDraftStatuses,
  automationLogStatuses,
  automationReviewModes,
  languages,
  openDraftStatuses,
  unreviewedOutcomes,
} from '@contracts/enums';
import { users } from './auth';
import { createdAt, oneOf, timestampTz, updatedAt } from './columns';
import { content } from './content';

/** One row per automation content type (seeded): when and how it is generated each day. */
export const contentAutomationSettings = pgTable(
  'content_automation_settings',
  {
    contentType: text('content_type', { enum: automationContentTypes }).primaryKey(),
    isAutomated: boolean('is_automated').notNull().default(false),
    /** Local server wall-clock time of the daily run. */
    generationTime: time('generation_time').notNull().default('06:00'),
    aiPromptTemplate: text('ai_prompt_template').notNull().default(''),
    isAudioEnabled: boolean('is_audio_enabled').notNull().default(false),
    voicePreference: text('voice_preference').notNull().default('onyx'),
    /** 'publish': a scheduled run goes out at once (as before); 'hold': it waits for review. */
    reviewMode: text('review_mode', { enum: automationReviewModes }).notNull().default('publish'),
    /** UTC wall-clock time a held draft of the day publishes. */
    publishTime: time('publish_time').notNull().default('08:00'),
    /** What a held draft nobody reviewed becomes at its publish time. */
    unreviewedOutcome: text('unreviewed_outcome', { enum: unreviewedOutcomes })
      .notNull()
      .default('skip'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'content_automation_settings_content_type_check',
      oneOf(t.contentType, automationContentTypes),
    ),
    check(
      'content_automation_settings_review_mode_check',
      oneOf(t.reviewMode, automationReviewModes),
    ),
    check(
      'content_automation_settings_unreviewed_outcome_check',
      oneOf(t.unreviewedOutcome, unreviewedOutcomes),
    ),
  ],
);

/**
 * A scheduled run held for review, or a test run's result (decision 053). Its text and audio are an unpublished content row
 * (members never see one: the visibility rule of 009); this row says whose it is, when it publishes
 * and what staff decided.
 */
export const automationDrafts = pgTable(
  'automation_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type', { enum: automationContentTypes }).notNull(),
    contentId: uuid('content_id').references(() => content.id, { onDelete: 'set null' }),
    forDate: date('for_date', { mode: 'string' }).notNull(),
    language: text('language', { enum: languages }).notNull().default('en'),
    status: text('status', { enum: automationDraftStatuses }).notNull().default('held'),
    publishAt: timestampTz('publish_at').notNull(),
    /** The staff member who regenerated it; null when the schedule made it. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The text provider's label at the time. */
    writtenBy: text('written_by').notNull().default(''),
    /**
     * A test run's result: staff decide it (approved, it publishes at once), the schedule never
     * publishes or skips it, and it stands beside the schedule's own draft of the day.
     */
    testRun: boolean('test_run').notNull().default(false),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestampTz('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('automation_drafts_content_type_check', oneOf(t.contentType, automationContentTypes)),
    check('automation_drafts_status_check', oneOf(t.status, automationDraftStatuses)),
    check('automation_drafts_language_check', oneOf(t.language, languages)),
    // One open draft of the schedule per type, day and language: its claim makes one;
    // regenerating replaces it first. Test runs' drafts are staff's own and may be many.
    uniqueIndex('automation_drafts_one_open_key')
      .on(t.contentType, t.forDate, t.language)
      .where(sql`${oneOf(t.status, openDraftStatuses)} and not ${t.testRun}`),
    index('automation_drafts_open_publish_at_idx')
      .on(t.publishAt)
      .where(oneOf(t.status, openDraftStatuses)),
    index('automation_drafts_content_id_idx').on(t.contentId),
  ],
);

/** One row per generation run: pending → generating → completed | failed. */
export const automationLogs = pgTable(
  'automation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type', { enum: automationContentTypes }).notNull(),
    /** What ran: a generation, or the nightly cleanup of old psalms. */
    action: text('action', { enum: automationActions }).notNull().default('generate'),
    /** Whether staff started it with "test run" rather than the schedule. */
    testRun: boolean('test_run').notNull().default(false),
    status: text('status', { enum: automationLogStatuses }).notNull().default('pending'),
    errorMessage: text('error_message'),
    contentId: uuid('content_id').references(() => content.id, { onDelete: 'set null' }),
    executionTimeMs: integer('execution_time_ms'),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    check('automation_logs_content_type_check', oneOf(t.contentType, automationContentTypes)),
    check('automation_logs_status_check', oneOf(t.status, automationLogStatuses)),
    check('automation_logs_action_check', oneOf(t.action, automationActions)),
    check('automation_logs_execution_time_ms_check', sql`${t.executionTimeMs} >= 0`),
    index('automation_logs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('automation_logs_content_id_idx').on(t.contentId),
  ],
);
