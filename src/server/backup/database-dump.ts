import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { publicTable, rowsOf, tablesInLoadOrder } from './database-tables';

/**
 * Every table's rows as JSON lines (row_to_json: timestamps with their offset, bytea as hex, json as
 * json, so json_populate_recordset gives the same values back), parents first. One read-only
 * repeatable-read transaction: on PostgreSQL a server may go on writing, and the copy is still one
 * moment's. A table's rows are held in memory while it is written (a tar entry states its size
 * first), one table at a time.
 */
export async function dumpTables(
  db: Db,
  write: (table: string, rows: number, lines: Buffer) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    for (const table of await tablesInLoadOrder(tx)) {
      const rows = await rowsOf(
        tx,
        sql`select row_to_json(t)::text as line from ${publicTable(table)} t`,
      );
      const text = rows.map((row) => `${String(row.line)}\n`).join('');
      await write(table, rows.length, Buffer.from(text, 'utf8'));
    }
  });
}
