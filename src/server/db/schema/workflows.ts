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
import { weekdays, workflowCategories, workflowTypes } from '@contracts/enums';
import { users } from './auth';
import { allOf, createdAt, emptyArray, oneOf, timestampTz, updatedAt } from './columns';

/** Guided practice routines, created by staff and offered to every user. */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member who created it; kept (as null) if that account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    workflowType: text('workflow_type', { enum: workflowTypes }).notNull().default('daily'),
    category: text('category', { enum: workflowCategories }).notNull().default('prayer'),
    isActive: boolean('is_active').notNull().default(true),
    /** Lowercase weekday names; used by weekly workflows, empty otherwise. */
    frequencyDays: text('frequency_days', { enum: weekdays })
      .array()
      .notNull()
      .default(emptyArray('text')),
    reminderTime: time('reminder_time').notNull().default('09:00'),
    reminderEnabled: boolean('reminder_enabled').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull().default(15),
    /** Silence between two steps of an audio-guided session (decision 064). */
    stepPauseSeconds: integer('step_pause_seconds').notNull().default(5),
    /** Ordered content ids (no foreign key: arrays cannot carry one; readers skip missing ids). */
    contentItems: uuid('content_items').array().notNull().default(emptyArray('uuid')),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('workflows_workflow_type_check', oneOf(t.workflowType, workflowTypes)),
    check('workflows_category_check', oneOf(t.category, workflowCategories)),
    check('workflows_frequency_days_check', allOf(t.frequencyDays, weekdays)),
    check('workflows_duration_minutes_check', sql`${t.durationMinutes} between 5 and 120`),
    check('workflows_step_pause_seconds_check', sql`${t.stepPauseSeconds} between 0 and 60`),
    index('workflows_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

/** A user's run of a workflow on one local day; started at 0 %, completed at 100 %. */
export const workflowSessions = pgTable(
  'workflow_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** The user's local date of the session (YYYY-MM-DD). */
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    startedAt: timestampTz('started_at').notNull().defaultNow(),
    completedAt: timestampTz('completed_at'),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    notes: text('notes'),
    durationMinutes: integer('duration_minutes'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'workflow_sessions_completion_percentage_check',
      sql`${t.completionPercentage} between 0 and 100`,
    ),
    check('workflow_sessions_duration_minutes_check', sql`${t.durationMinutes} >= 0`),
    // One open (incomplete) session per user, workflow and day; starting again reuses it.
    uniqueIndex('workflow_sessions_open_session_key')
      .on(t.userId, t.workflowId, t.sessionDate)
      .where(sql`${t.completedAt} is null`),
    index('workflow_sessions_user_id_session_date_idx').on(t.userId, t.sessionDate),
    index('workflow_sessions_workflow_id_idx').on(t.workflowId),
    // The Stats tab counts sessions started in a date window (decision 042).
    index('workflow_sessions_started_at_idx').on(t.startedAt),
  ],
);
