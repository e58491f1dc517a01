import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, time, uuid } from 'drizzle-orm/pg-core';
import { automationActions, automationContentTypes, automationLogStatuses } from '@contracts/enums';
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
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'content_automation_settings_content_type_check',
      oneOf(t.contentType, automationContentTypes),
    ),
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
