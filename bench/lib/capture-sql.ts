// The SQL our content service runs for a member's first page, captured from the service itself (its
// real query builder over a pool that records what it is asked), so the bare-route baseline runs
// exactly the same statement: same columns, joins, visibility rule, order and limit.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from '@server/db/tables';
import type { Db } from '@server/db/connection';
import type { Viewer } from '@server/http/env';
import { listContent } from '@server/modules/content/service';

export type CapturedSql = { text: string; values: unknown[] };

export async function captureContentListSql(
  databaseUrl: string,
  member: { id: string; email: string },
): Promise<CapturedSql> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const seen: CapturedSql[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const [first, second] = args;
    // drizzle calls query(config, values); others query(text, values) or query({ text, values }).
    const config =
      typeof first === 'string' ? { text: first } : (first as { text: string; values?: unknown[] });
    seen.push({
      text: config.text,
      values: config.values ?? (second as unknown[] | undefined) ?? [],
    });
    return query(...args);
  };
  const db = drizzle(pool, { schema: tables, casing: 'snake_case' }) as unknown as Db;
  // A free member with no stored time zone, as the bench's member is.
  const viewer: Viewer = {
    id: member.id,
    email: member.email,
    name: 'Bench Person',
    firstName: null,
    lastName: null,
    emailVerified: true,
    role: null,
    permissions: [],
    isPremium: false,
    timezone: null,
    language: 'en',
    sessionId: 'capture',
  };
  await listContent(db, viewer, { limit: 20 });
  await pool.end();
  if (seen.length !== 1) throw new Error(`expected one statement, saw ${seen.length}`);
  return seen[0]!;
}
