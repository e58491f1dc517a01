import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { validationFailed } from './app-error';

// Keyset pagination, newest first, by (created_at desc, id desc). The cursor carries created_at as
// PostgreSQL's own text so microseconds survive (rows inserted in one transaction share now()).

/** The select expression that the cursor is made from. */
export const cursorKey = (createdAt: PgColumn) => sql<string>`${createdAt}::text`;

// PostgreSQL's timestamptz text, e.g. 2026-11-22 02:32:05.123456+00 (offset +hh, +hh:mm or +hhmm).
const timestampText =
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})[ T](?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(?:\.\d{1,6})?(?:[+-](?<offsetHours>\d{2})(?::?(?<offsetMinutes>\d{2}))?|Z)$/;
const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Days in a month of the proleptic Gregorian calendar (setUTCFullYear keeps years below 100). */
function daysIn(year: number, month: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/**
 * A timestamp that exists: the shape alone lets through 2026-99-99, year 0000 or hour 25, which
 * PostgreSQL then refuses mid-query (a 500). Years 1-9999, real days, hours 0-23, offsets under 16 h
 * (PostgreSQL's limit) — everything a cursor this server made can hold.
 */
function isRealTimestamp(text: string) {
  const groups = timestampText.exec(text)?.groups;
  if (!groups) return false;
  const n = (name: string) => Number(groups[name] ?? 0);
  const [year, month, day] = [n('year'), n('month'), n('day')];
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    n('hour') <= 23 &&
    n('minute') <= 59 &&
    n('second') <= 59 &&
    n('offsetHours') <= 15 &&
    n('offsetMinutes') <= 59
  );
}

export function decodeCursor(cursor: string) {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === 'string')
    ) {
      const [at, id] = value as [string, string];
      if (isRealTimestamp(at) && uuidText.test(id)) return { at, id };
    }
  } catch {
    // fall through
  }
  throw validationFailed({ cursor: 'Not a valid cursor' }, 'The page cursor is not valid.');
}

/**
 * Rows strictly after (at, lastId) in newest-first order; a statement prepared once passes the
 * placeholders `at` and `id` (decision 029).
 */
export const olderThanKey = (
  createdAt: PgColumn,
  id: PgColumn,
  at: string | Placeholder = sql.placeholder('at'),
  lastId: string | Placeholder = sql.placeholder('id'),
): SQL => sql`(${createdAt}, ${id}) < (${at}::timestamptz, ${lastId}::uuid)`;

/** Rows strictly after the cursor in newest-first order. */
export function afterCursor(
  cursor: string | undefined,
  createdAt: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  const { at, id: lastId } = decodeCursor(cursor);
  return olderThanKey(createdAt, id, at, lastId);
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
