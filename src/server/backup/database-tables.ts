import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';

// The catalog questions backup and restore ask of either database (PostgreSQL or PGlite). Only the
// public schema is ours to copy: drizzle's own schema is rebuilt by running the migrations, and
// pg-boss's schema (pgboss) is recreated by pg-boss at start, with its queues and schedules.

type Executor = Pick<Db, 'execute'>;

/** The rows of a query (node-postgres and PGlite both answer { rows }). */
export const rowsOf = async (db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The public schema's tables, parents before children (so each insert finds the rows it refers to). */
export async function tablesInLoadOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rowsOf(
      db,
      sql`select c.relname as name from pg_class c
          where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          order by c.relname`,
    )
  ).map((row) => String(row.name));
  const edges = await rowsOf(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of edges)
    // A table referring to itself (a reply to a comment) is loaded in one statement: the check
    // runs at its end, when every row is there.
    if (child !== parent) parents.get(String(child))?.add(String(parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${tables.filter((t) => !placed.has(t))}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** A table of the public schema, quoted for SQL. */
export const publicTable = (name: string) =>
  sql`${sql.identifier('public')}.${sql.identifier(name)}`;
