import type { RawSql } from '@server/db/connection';

// "The database unchanged by every refused request" (decision 028). A fingerprint of every table
// (row counts and a sum of xmin) costs 8 ms a request on PostgreSQL and 26 ms on PGlite, more than
// the request itself; instead every table of the public schema gets a row trigger that notes each
// insert, update and delete (and a statement trigger each truncate) in a table of its own schema, and
// the fuzzer reads what was noted since its last look: one indexed query. The notes are written in
// the writing transaction, so a write that was rolled back leaves none, as it leaves no change.

const schema = 'fuzz_watch';

/**
 * Bookkeeping every request may write, refused or not: the rate limits count refused requests too,
 * and an open event stream holds a row (decision 058). Neither is data a request changes.
 */
export const bookkeeping = new Set(['rate_limit_windows', 'live_streams']);

export type Change = { table: string; operation: string; rows: number };

/** Installs the triggers on this (test) database; returns what to ask it after each request. */
export async function watchDatabaseChanges(sql: RawSql) {
  const { rows } = await sql(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rows.map((row) => String(row.name)).filter((name) => !bookkeeping.has(name));
  if (tables.length === 0) throw new Error('No tables in the public schema to watch');
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  await sql(`
    create schema ${schema};
    create table ${schema}.changes (
      id bigserial primary key,
      table_name text not null,
      operation text not null
    );
    create function ${schema}.note() returns trigger language plpgsql as $$
    begin
      insert into ${schema}.changes (table_name, operation) values (tg_table_name, tg_op);
      return null;
    end $$;
    ${tables
      .map(
        (name) => `
    create trigger fuzz_watch after insert or update or delete on public.${quote(name)}
      for each row execute function ${schema}.note();
    create trigger fuzz_watch_truncate after truncate on public.${quote(name)}
      for each statement execute function ${schema}.note();`,
      )
      .join('')}
  `);

  let seen = 0;
  return {
    tables,
    /** What was written since the last call, by table and operation (empty: nothing). */
    async since(): Promise<Change[]> {
      const result = await sql(
        `select table_name, operation, count(*)::int as n, max(id)::text as last
         from ${schema}.changes where id > $1 group by table_name, operation
         order by table_name, operation`,
        [seen],
      );
      for (const row of result.rows) seen = Math.max(seen, Number(row.last));
      return result.rows.map((row) => ({
        table: String(row.table_name),
        operation: String(row.operation),
        rows: Number(row.n),
      }));
    },
  };
}

export const describeChanges = (changes: Change[]) =>
  changes
    .map((change) => `${change.operation} ${change.rows} row(s) of ${change.table}`)
    .join('; ');
