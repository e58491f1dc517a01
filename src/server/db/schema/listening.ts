import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { languages } from '@contracts/enums';
import { users } from './auth';
import { oneOf, timestampTz } from './columns';
import { content } from './content';

/**
 * Where a member stopped in an item's audio (decision 064), one row per member and item, so any
 * of their devices offers "Resume at m:ss". finished_at is set once, when the audio reaches its
 * end; the play itself is counted by user_progress as before.
 */
export const listeningPositions = pgTable(
  'listening_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    positionMs: integer('position_ms').notNull(),
    durationMs: integer('duration_ms').notNull(),
    finishedAt: timestampTz('finished_at'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    check('listening_positions_position_check', sql`${t.positionMs} >= 0`),
    check('listening_positions_duration_check', sql`${t.durationMs} >= 0`),
    index('listening_positions_recent_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/**
 * A text-only item read aloud for a guided workflow session (decision 064): one voice call per
 * item, language and version of its text (text_hash), shared by every member who plays it.
 */
export const stepNarrations = pgTable(
  'step_narrations',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    textHash: text('text_hash').notNull(),
    audioUrl: text('audio_url').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.textHash] })],
);

/**
 * An item's narration in a reader's language other than its row's (decision 073): a starter item,
 * stored in English, read in Portuguese or Spanish while its row still holds the starter text. One
 * per item, language and version of the text narrated (text_hash: SHA-256 of title and body as that
 * reader reads them), with the length heard; served only while that version is what they read.
 */
export const languageNarrations = pgTable(
  'language_narrations',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => content.id, { onDelete: 'cascade' }),
    language: text('language', { enum: languages }).notNull(),
    textHash: text('text_hash').notNull(),
    audioUrl: text('audio_url').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.language, t.textHash] }),
    check('language_narrations_language_check', oneOf(t.language, languages)),
    check('language_narrations_duration_check', sql`${t.durationMinutes} >= 0`),
  ],
);
