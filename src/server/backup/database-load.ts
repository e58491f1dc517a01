import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { publicTable, rowsOf } from './database-tables';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Empties every table of the public schema (the rows the migrations seed: the backup has them as
 * they were), in the restore's transaction.
 */
export async function emptyTables(tx: Tx, tables: string[]) {
  if (tables.length === 0) return;
  await tx.execute(sql`truncate table ${sql.join(tables.map(publicTable), sql`, `)}`);
}

/**
 * Inserts one table's JSON lines in one statement: json_populate_recordset turns each object into
 * a row of the table's own type, so every column keeps its type. One statement, so a table that
 * refers to itself is checked when all its rows are in.
 */
export async function loadTable(tx: Tx, table: string, lines: Buffer) {
  const objects = lines
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '');
  if (objects.length === 0) return;
  await tx.execute(
    sql`insert into ${publicTable(table)}
        select * from json_populate_recordset(null::${publicTable(table)}, ${`[${objects.join(',')}]`}::json)`,
  );
}

/** Moves every sequence of the public schema past the largest value its column holds. */
export async function resetSequences(tx: Tx) {
  const owned = await rowsOf(
    tx,
    sql`select s.relname as sequence, t.relname as "table", a.attname as "column"
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace`,
  );
  for (const { sequence, table, column } of owned) {
    const name = `"public"."${String(sequence).replace(/"/g, '""')}"`;
    await tx.execute(
      sql`select setval(${name}::regclass,
          coalesce((select max(${sql.identifier(String(column))}) from ${publicTable(String(table))}), 0) + 1, false)`,
    );
  }
}
