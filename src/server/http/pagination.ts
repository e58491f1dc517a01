import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './app-error';

// Keyset pagination, newest first, by (created_at desc, id desc). The cursor carries created_at as
// PostgreSQL's own text so microseconds survive (rows inserted in one transaction share now()).

/** The select expression that the cursor is made from. */
export const cursorKey = (createdAt: PgColumn) => sql<string>`${createdAt}::text`;

// PostgreSQL's timestamptz text, e.g. 2026-11-22 02:32:05.123456+00
const timestampText = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

function decodeCursor(cursor: string) {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === 'string')
    ) {
      const [at, id] = value as [string, string];
      if (timestampText.test(at) && /^[0-9a-f-]{36}$/i.test(id)) return { at, id };
    }
  } catch {
    // fall through
  }
  throw new AppError(400, 'validation_failed', 'The page cursor is not valid.', {
    cursor: 'Not a valid cursor',
  });
}

/** Rows strictly after the cursor in newest-first order. */
export function afterCursor(
  cursor: string | undefined,
  createdAt: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  const { at, id: lastId } = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${lastId}::uuid)`;
}

/** Takes limit+1 rows (each with its cursorKey) and makes a page with the cursor of its last item. */
export function toPage<T extends { id: string; cursorKey: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? Buffer.from(JSON.stringify([last.cursorKey, last.id])).toString('base64url')
      : null;
  return { items: items.map(({ cursorKey: _, ...item }) => item), nextCursor };
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
