import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { contentChanged } from '../test/realtime-events';
import { openStream, type SseEvent } from '../test/sse-client';
import { watchUncaughtErrors } from '../test/uncaught-errors';
import { createPostgresBus } from './postgres-bus';

// The realtime bus when PostgreSQL drops its connections from outside, as a restart or a failover
// would: a PostgreSQL matter (a .pg.test.ts file, run by the PostgreSQL lane alone), since PGlite
// has no connection to drop.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('realtime over dropped PostgreSQL connections', () => {
  it('a closed bus leaves its former connection to the pool when the database drops it later', async () => {
    const pool = t.database.pool!;
    const uncaught = watchUncaughtErrors();
    try {
      // A second instance that stops: its LISTEN connection goes back to the pool as an idle one.
      const stopped = await createPostgresBus(pool, pino({ level: 'silent' }));
      await stopped.close();
      const idleBefore = pool.idleCount;
      // Dropped from outside the pool, so the pool cannot hand that idle connection to this query.
      const outside = new pg.Client({ connectionString: t.database.url });
      await outside.connect();
      try {
        const { rows } = await outside.query(
          `select pg_terminate_backend(pid) as terminated from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and query ilike 'unlisten %'`,
        );
        expect(rows).toHaveLength(1);
      } finally {
        await outside.end();
      }
      // The pool lets go of the connection once it hears of its end; by then any listener the
      // bus left on it has heard too.
      await vi.waitFor(() => expect(pool.idleCount).toBeLessThan(idleBefore));
      expect(uncaught.seen).toEqual([]);
      // The running bus is not disturbed.
      const user = await t.createUser();
      const stream = await openStream(t, user.cookie);
      try {
        expect((await stream.next()).event).toBe('ready');
        const change = contentChanged(true, 'After the other instance stopped');
        await t.bus.publish(change);
        expect(await stream.next()).toEqual({ event: 'content.changed', data: change.data });
      } finally {
        await stream.close();
      }
    } finally {
      uncaught.stop();
    }
  });

  it('keeps delivering events after the database drops the connection the bus listens on', async () => {
    // Its own application and database: a bus that does not recover must not break the others.
    const own = await createTestContext();
    const user = await own.createUser();
    const stream = await openStream(own, user.cookie);
    const uncaught = watchUncaughtErrors();
    try {
      expect((await stream.next()).event).toBe('ready');
      // This ends the bus's LISTEN connection, as a database restart or failover would.
      const { rows } = await own.database.sql(
        `select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(rows).toHaveLength(1);
      // The bus may take a moment to listen again; events raised meanwhile may be lost, so keep
      // raising one until it arrives.
      const deadline = Date.now() + 10_000;
      let delivered: SseEvent | undefined;
      const sent = new Set<string>();
      while (!delivered && Date.now() < deadline) {
        const change = contentChanged(true, 'After the drop');
        sent.add(change.data.id);
        await own.bus.publish(change);
        delivered = await stream.next(500).catch(() => undefined);
      }
      expect(delivered?.event).toBe('content.changed');
      expect(sent.has((delivered?.data as { id: string }).id)).toBe(true);
      // Listening again means the drop was handled; it must not have escaped as an uncaught error.
      expect(uncaught.seen).toEqual([]);
    } finally {
      uncaught.stop();
      await stream.close();
      await own.close();
    }
  });
});
