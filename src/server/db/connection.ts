import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as tables from './tables';

export type Tables = typeof tables;
export type Db = PgDatabase<PgQueryResultHKT, Tables>;

/** One raw SQL entry point that both drivers share (pg-boss and migrations use it). */
export type RawSql = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: RawSql;
  /** Only on PostgreSQL: the pool, for LISTEN connections and pg-boss. */
  pool?: pg.Pool;
  /** Only on PGlite: the data directory as a tarball (tests restore migrated snapshots). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
};

/** Opens the embedded database in dataDir/pglite (or from a snapshot for tests). */
export async function openPglite(options: {
  dataDir?: string;
  snapshot?: Blob;
}): Promise<Database> {
  let client: PGlite;
  if (options.snapshot) {
    client = await PGlite.create({ loadDataDir: options.snapshot });
  } else if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    // PGlite does not create missing parent folders.
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const sql: RawSql = async (text, values) => {
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    }
    // Without parameters use the simple protocol, which accepts several statements (pg-boss sends them).
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema: tables, casing: 'snake_case' }) as unknown as Db,
    sql,
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

export async function openPostgres(
  url: string,
  onError: (error: Error) => void = () => {},
): Promise<Database> {
  // A database that cannot be reached answers within 10 s (then 503), instead of holding requests.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closes (restart, failover, proxy timeout) must not end the process.
  pool.on('error', onError);
  // A connection ended while checked out between two queries (a transaction awaiting its next
  // statement, terminated backends, a failover) emits 'error' on its client, which the pool does not
  // listen for then: unheard, it would end the process. Heard here, the next query on it fails
  // instead (answered 503), and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', onError));
  // Fail fast with a clear message when the server cannot be reached.
  await pool.query('select 1');
  const sql: RawSql = async (text, values) => {
    const result = await pool.query(text, values as unknown[] | undefined);
    const last = Array.isArray(result) ? result.at(-1) : result;
    return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
  };
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema: tables, casing: 'snake_case' }) as unknown as Db,
    sql,
    pool,
    close: () => pool.end(),
  };
}
