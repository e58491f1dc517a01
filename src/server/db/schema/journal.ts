import { boolean, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { journalCategories, journalMoods } from '@contracts/enums';
import { users } from './auth';
import { createdAt, emptyArray, oneOf, timestampTz, updatedAt } from './columns';

/** Private prayer journal; every read and write is scoped to user_id. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    scripture: text('scripture'),
    category: text('category', { enum: journalCategories }).notNull().default('reflection'),
    mood: text('mood', { enum: journalMoods }),
    tags: text('tags').array().notNull().default(emptyArray('text')),
    isPrivate: boolean('is_private').notNull().default(true),
    /** The author's local day when the entry was written; streak and week stats count by it. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set by "Mark as answered"; null while the prayer is open. */
    answeredAt: timestampTz('answered_at'),
    answerNote: text('answer_note'),
  },
  (t) => [
    check('journal_entries_category_check', oneOf(t.category, journalCategories)),
    check('journal_entries_mood_check', oneOf(t.mood, journalMoods)),
    index('journal_entries_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('journal_entries_user_id_local_date_idx').on(t.userId, t.localDate),
  ],
);
