import type { Db } from '@server/db/connection';
import { isSealed, open, seal, type Keyring } from '@server/crypto/field-cipher';

// The journal's words are stored sealed (decision 018): title, content, scripture reference,
// answer note and each tag. Each value is bound to its row, its author and its column, so a value
// copied into another row, another person's row or another column is refused. Category, mood,
// dates and flags stay plain: the filters, stats and pagination run on them in SQL.

/** What the journal's service works with: the database and the keys that open its words. */
export type JournalStore = { db: Db; keys: Keyring };

export type SealedText = 'title' | 'content' | 'scripture' | 'answerNote';
type Words = {
  title: string;
  content: string;
  scripture: string | null;
  answerNote: string | null;
  tags: string[];
};

const place = (id: string, userId: string, column: SealedText | 'tags') =>
  `journal_entries/${id}/${userId}/${column}`;

/** The given words of one entry, sealed for their places; fields left out stay left out. */
export function sealWords<T extends Partial<Words>>(
  keys: Keyring,
  entry: { id: string; userId: string },
  words: T,
): T {
  const sealed: Partial<Words> = {};
  const text = (column: SealedText, value: string) =>
    seal(keys, value, place(entry.id, entry.userId, column));
  if (words.title !== undefined) sealed.title = text('title', words.title);
  if (words.content !== undefined) sealed.content = text('content', words.content);
  if (words.scripture !== undefined)
    sealed.scripture = words.scripture === null ? null : text('scripture', words.scripture);
  if (words.answerNote !== undefined)
    sealed.answerNote = words.answerNote === null ? null : text('answerNote', words.answerNote);
  if (words.tags !== undefined)
    sealed.tags = words.tags.map((tag) => seal(keys, tag, place(entry.id, entry.userId, 'tags')));
  return { ...words, ...sealed };
}

/** One sealed value of a row opened (when a single column is all a query needs). */
export const openColumn = (
  keys: Keyring,
  row: { id: string; userId: string },
  column: SealedText,
  value: string,
) => open(keys, value, place(row.id, row.userId, column));

/** One row's words opened; throws FieldCipherError when a value was changed, moved or not sealed. */
export const openWords = <T extends Words & { id: string; userId: string }>(
  keys: Keyring,
  row: T,
) => openRow(keys, row, false);

/**
 * A row's words as they are now, sealed or (written before decision 018) plain: the start-up step
 * and the key rotation read rows in either state.
 */
export const readWords = <T extends Words & { id: string; userId: string }>(
  keys: Keyring,
  row: T,
) => openRow(keys, row, true);

function openRow<T extends Words & { id: string; userId: string }>(
  keys: Keyring,
  row: T,
  plainAllowed: boolean,
): T {
  const text = (column: SealedText | 'tags', value: string) =>
    plainAllowed && !isSealed(value) ? value : open(keys, value, place(row.id, row.userId, column));
  return {
    ...row,
    title: text('title', row.title),
    content: text('content', row.content),
    scripture: row.scripture === null ? null : text('scripture', row.scripture),
    answerNote: row.answerNote === null ? null : text('answerNote', row.answerNote),
    tags: row.tags.map((tag) => text('tags', tag)),
  };
}
