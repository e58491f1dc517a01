import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/connection';
import type { Viewer } from '@server/http/env';
import { columnsOf, owned } from './export-rows';

/**
 * One part of the export: a name (its key in the file), what it is in plain words (the file's
 * header repeats these), the table(s) it comes from, and its rows, read page by page so a large
 * export never sits in memory whole.
 */
export type ExportPart = {
  name: string;
  about: string;
  tables: string[];
  rows: (member: Viewer) => AsyncIterable<unknown>;
};

/**
 * The member's journal entries in plain text, a page at a time: the journal module's own list
 * (its rows are sealed at rest, so only it can read them; see api-routes.ts).
 */
export type JournalPages = (
  member: Viewer,
  query: { cursor?: string; limit: number },
) => Promise<{ items: unknown[]; nextCursor: string | null }>;

export type ExportDeps = { db: Db; publicUrl: string; journalPages: JournalPages };

/**
 * A part that is one table's rows tied to the member by `owner`, without the columns in
 * `leaveOut`, each passed through `map`.
 */
export const tablePart =
  (db: Db) =>
  (
    name: string,
    about: string,
    table: PgTable & { id: PgColumn },
    owner: PgColumn,
    leaveOut: string[] = [],
    map: (row: Record<string, unknown>) => unknown = (row) => row,
  ): ExportPart => ({
    name,
    about,
    tables: [getTableName(table)],
    rows: async function* (member) {
      for await (const row of owned(
        db,
        table,
        columnsOf(table, leaveOut),
        owner,
        table.id,
        member.id,
      ))
        yield map(row);
    },
  });
