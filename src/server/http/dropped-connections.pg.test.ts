import { describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../test/harness';
import { watchUncaughtErrors } from '../test/uncaught-errors';

// A PostgreSQL matter (a .pg.test.ts file, run by the PostgreSQL lane alone): PGlite has no
// connections to drop.
describe('/api/health after a database restart', () => {
  it('/api/health keeps answering after the database drops the idle connections', async () => {
    // Its own application and database: a process that does not survive must not break the others.
    const own = await createTestContext();
    const pool = own.database.pool!;
    const uncaught = watchUncaughtErrors();
    try {
      expect((await own.request('/api/health')).status).toBe(200);
      // This ends the pool's idle connections, as a database restart would (the bus's LISTEN
      // connection is left alone: realtime.test.ts covers it).
      await Promise.all([own.database.sql('select 1'), own.database.sql('select 2')]);
      // One of the idle connections runs the query below; the others are ended by it.
      const toEnd = pool.idleCount - 1;
      let ended = 0;
      pool.on('error', () => ended++);
      const { rows } = await own.database.sql(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and coalesce(query, '') not ilike 'listen %'`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(toEnd);
      expect(toEnd).toBeGreaterThan(0);
      // The pool reports (and drops) each ended idle connection when it hears of its end.
      await vi.waitFor(() => expect(ended).toBe(toEnd));
      const response = await own.request('/api/health');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok' });
      expect(uncaught.seen).toEqual([]);
    } finally {
      uncaught.stop();
      await own.close();
    }
  });
});
