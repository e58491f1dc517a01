import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestampTz } from './columns';
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
