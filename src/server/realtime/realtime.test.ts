import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '@contracts/realtime';
import { testDbKind } from '../test/database';
import { createTestContext, type TestContext } from '../test/harness';
import { openStream as openSseStream, type SseEvent, type SseStream } from '../test/sse-client';
import { watchUncaughtErrors } from '../test/uncaught-errors';
import { createPostgresBus } from './postgres-bus';

// GET /api/realtime end to end: the SSE stream read from the Response body as a browser would.

let t: TestContext;
const opened: SseStream[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(opened.map((stream) => stream.close()));
  await t.close();
});

async function openStream(cookie: string, context: TestContext = t): Promise<SseStream> {
  const stream = await openSseStream(context, cookie);
  opened.push(stream);
  return stream;
}

const contentChanged = (
  is_published: boolean,
  title = 'Psalm 23',
): Extract<RealtimeEvent, { type: 'content.changed' }> => ({
  type: 'content.changed',
  data: { id: randomUUID(), op: 'insert', title, is_published },
});

describe('realtime', () => {
  it('sends ready, then a published content change to a signed-in user', async () => {
    const user = await t.createUser();
    const stream = await openStream(user.cookie);
    try {
      expect(await stream.next()).toEqual({ event: 'ready', data: {} });
      const change = contentChanged(true);
      await t.bus.publish(change);
      expect(await stream.next()).toEqual({ event: 'content.changed', data: change.data });
      const post: RealtimeEvent = {
        type: 'community.post_created',
        data: { id: randomUUID(), title: 'Thankful today', post_type: 'testimony' },
      };
      await t.bus.publish(post);
      expect(await stream.next()).toEqual({ event: 'community.post_created', data: post.data });
    } finally {
      await stream.close();
    }
  });

  it('keeps unpublished content from an ordinary user but delivers it to a moderator', async () => {
    const user = await t.createUser();
    const moderator = await t.createUser({ role: 'moderator' });
    const userStream = await openStream(user.cookie);
    const moderatorStream = await openStream(moderator.cookie);
    try {
      expect((await userStream.next()).event).toBe('ready');
      expect((await moderatorStream.next()).event).toBe('ready');
      const draft = contentChanged(false, 'Draft psalm');
      const published = contentChanged(true, 'Psalm 91');
      await t.bus.publish(draft);
      await t.bus.publish(published);
      // Events arrive in order, so the user's next event being the published one proves the draft
      // was not sent to them.
      expect(await userStream.next()).toEqual({ event: 'content.changed', data: published.data });
      expect(await moderatorStream.next()).toEqual({ event: 'content.changed', data: draft.data });
      expect(await moderatorStream.next()).toEqual({
        event: 'content.changed',
        data: published.data,
      });
      // Withdrawing what readers could see reaches them too, so their screens drop it.
      const withdrawn: RealtimeEvent = {
        type: 'content.changed',
        data: { ...published.data, op: 'unpublish', is_published: false },
      };
      await t.bus.publish(withdrawn);
      expect(await userStream.next()).toEqual({ event: 'content.changed', data: withdrawn.data });
      expect(await moderatorStream.next()).toEqual({
        event: 'content.changed',
        data: withdrawn.data,
      });
    } finally {
      await userStream.close();
      await moderatorStream.close();
    }
  });

  it('answers 401 to an anonymous caller instead of a stream', async () => {
    const response = await t.request('/api/realtime');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it('answers 401 to a forged session cookie instead of a stream', async () => {
    const response = await t.request('/api/realtime', {
      cookie: 'psalmlight.session_token=forged.signature',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  const fanOut =
    testDbKind === 'postgres'
      ? 'an event raised on one instance reaches the streams and subscribers of another (LISTEN/NOTIFY)'
      : 'the in-process bus delivers an event to every stream and subscriber';
  it(fanOut, async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    const firstStream = await openStream(first.cookie);
    const secondStream = await openStream(second.cookie);
    try {
      expect((await firstStream.next()).event).toBe('ready');
      expect((await secondStream.next()).event).toBe('ready');

      if (t.database.kind === 'postgres') {
        // A second instance: its own bus on the same database, as another server process has.
        const other = await createPostgresBus(t.database.pool!, pino({ level: 'silent' }));
        try {
          const heardByOther: RealtimeEvent[] = [];
          const stop = other.subscribe((event) => heardByOther.push(event));
          // Raised on the other instance, it reaches the clients of this one.
          const fromOther = contentChanged(true, 'From the other instance');
          await other.publish(fromOther);
          expect(await firstStream.next()).toEqual({
            event: 'content.changed',
            data: fromOther.data,
          });
          expect(await secondStream.next()).toEqual({
            event: 'content.changed',
            data: fromOther.data,
          });
          // Raised here, it reaches the subscribers of the other instance.
          const fromHere = contentChanged(true, 'From this instance');
          await t.bus.publish(fromHere);
          expect(await firstStream.next()).toEqual({
            event: 'content.changed',
            data: fromHere.data,
          });
          await expect.poll(() => heardByOther, { timeout: 5_000 }).toEqual([fromOther, fromHere]);
          stop();
        } finally {
          await other.close();
        }
      } else {
        // PGlite is one process: the in-memory bus reaches every stream and every subscriber.
        expect(t.database.kind).toBe('pglite');
        const heard: RealtimeEvent[] = [];
        const stop = t.bus.subscribe((event) => heard.push(event));
        const change = contentChanged(true, 'For everyone');
        await t.bus.publish(change);
        expect(await firstStream.next()).toEqual({ event: 'content.changed', data: change.data });
        expect(await secondStream.next()).toEqual({ event: 'content.changed', data: change.data });
        expect(heard).toEqual([change]);
        stop();
        await t.bus.publish(contentChanged(true, 'After unsubscribing'));
        expect(heard).toEqual([change]);
      }
    } finally {
      await firstStream.close();
      await secondStream.close();
    }
  });

  it('closing one stream leaves the other streams of the same user working', async () => {
    const user = await t.createUser();
    const leaving = await openStream(user.cookie);
    const staying = await openStream(user.cookie);
    expect((await leaving.next()).event).toBe('ready');
    expect((await staying.next()).event).toBe('ready');
    await leaving.close();
    const change = contentChanged(true, 'Psalm 121');
    await t.bus.publish(change);
    expect(await staying.next()).toEqual({ event: 'content.changed', data: change.data });
    await staying.close();
  });

  // Both tests below drop a PostgreSQL connection from outside; PGlite has no connection to drop.
  it.runIf(testDbKind === 'postgres')(
    'a closed bus leaves its former connection to the pool when the database drops it later',
    async () => {
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
        const stream = await openStream(user.cookie);
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
    },
  );

  it.runIf(testDbKind === 'postgres')(
    'keeps delivering events after the database drops the connection the bus listens on',
    async () => {
      // Its own application and database: a bus that does not recover must not break the others.
      const own = await createTestContext();
      const user = await own.createUser();
      const stream = await openStream(user.cookie, own);
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
    },
  );
});
