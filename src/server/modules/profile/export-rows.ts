import { and, asc, eq, getTableColumns, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/connection';

// Reading a member's rows for the export: page by page, with chosen columns.

const pageSize = 500;

/** Rows of one table that a column ties to the member, in id order, one page at a time. */
export async function* owned(
  db: Db,
  table: PgTable,
  columns: Record<string, PgColumn | SQL.Aliased>,
  owner: PgColumn,
  id: PgColumn,
  memberId: string,
  extra?: SQL,
): AsyncIterable<Record<string, unknown>> {
  let after: unknown = null;
  for (;;) {
    const rows = (await db
      .select({ ...columns, cursor: id })
      .from(table)
      .where(and(eq(owner, memberId), after === null ? undefined : gt(id, after), extra))
      .orderBy(asc(id))
      .limit(pageSize)) as Record<string, unknown>[];
    for (const { cursor: _, ...row } of rows) yield row;
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.cursor;
  }
}

/** Every column of a table but the ones named (secrets that are not the member's to carry away). */
export function columnsOf<T extends PgTable>(table: T, leaveOut: string[] = []) {
  const all: Record<string, PgColumn> = getTableColumns(table);
  return Object.fromEntries(Object.entries(all).filter(([key]) => !leaveOut.includes(key)));
}

/** A /media path as an address that opens from the file (the export is read away from the app). */
export const absolute = (publicUrl: string, url: unknown) =>
  typeof url === 'string' && url.startsWith('/') ? `${publicUrl}${url}` : url;
