import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RealtimeEvent } from '@contracts/realtime';
import type { Logger } from '../logger';
import { createLocalFanout, type AccessSignal, type EventBus } from './bus';

const channel = 'realtime_events';
// Access signals have their own channel, so nothing that listens for events can mistake one.
const signalChannel = 'realtime_access_signals';
/** How long a signal waits to hear itself back before its sender goes on regardless. */
const echoWaitMs = 1_000;

/** An access signal as it travels: `from` and `n` let its sender recognise its own echo. */
type SignalMessage = AccessSignal & { from?: string; n?: number };

/** Notifies every instance listening on this database that someone's access changed. */
export async function notifyAccessChanged(
  pool: Pick<pg.Pool, 'query'>,
  signal: SignalMessage,
): Promise<void> {
  await pool.query('select pg_notify($1, $2)', [signalChannel, JSON.stringify(signal)]);
}

/**
 * LISTEN/NOTIFY: every instance publishes with pg_notify and hears every event on one dedicated
 * connection, so an event raised on one instance reaches the clients of all of them. When that
 * connection drops (restart, failover) it listens again on a new one, backing off up to 30 s.
 */
export async function createPostgresBus(pool: pg.Pool, logger: Logger): Promise<EventBus> {
  const fanout = createLocalFanout<RealtimeEvent>();
  const signals = createLocalFanout<AccessSignal>();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  // Which LISTEN connection this is (signalEpoch); and the signals sent here awaiting their echo.
  let epoch = 0;
  let listening: pg.PoolClient | undefined;
  const instance = randomUUID();
  let sent = 0;
  const awaitingEcho = new Map<number, () => void>();
  /** Resolves when message `n` sent from here comes back round, or after echoWaitMs. */
  const echoOf = (n: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, echoWaitMs);
      timer.unref();
      awaitingEcho.set(n, () => {
        clearTimeout(timer);
        resolve();
      });
    });

  const onNotification = (message: pg.Notification) => {
    if (!message.payload) return;
    try {
      if (message.channel === channel) {
        const { from, n, ...event } = JSON.parse(message.payload) as RealtimeEvent & {
          from?: string;
          n?: number;
        };
        // Our own event's echo: its publisher delivers it here now (publish).
        if (from === instance) awaitingEcho.get(n ?? -1)?.();
        else fanout.emit(event as RealtimeEvent);
      } else if (message.channel === signalChannel) {
        const { from, n, ...signal } = JSON.parse(message.payload) as SignalMessage;
        // Our own signal was emitted here when it was sent: its echo only says it went round.
        if (from === instance && n !== undefined) awaitingEcho.get(n)?.();
        else signals.emit(signal);
      }
    } catch (err) {
      logger.warn({ err }, 'dropped a malformed realtime event');
    }
  };

  async function listen(attempt = 0): Promise<void> {
    if (closed) return;
    let next: pg.PoolClient | undefined;
    try {
      next = await pool.connect();
      const connection = next;
      connection.on('notification', onNotification);
      connection.on('error', (err) => {
        // A dropped connection can report more than one error, and it can drop after close()
        // already gave it back: hand it to the pool once, and only listen again while open.
        if (client !== connection) return;
        client = undefined;
        logger.warn({ err }, 'the realtime connection dropped; listening again');
        connection.release(err);
        scheduleListen(0);
      });
      client = connection;
      await connection.query(`LISTEN ${channel}; LISTEN ${signalChannel}`);
      // Live from here on; signals raised while no connection listened were missed (signalEpoch).
      listening = connection;
      epoch += 1;
      if (closed && client === connection) {
        // close() ran while this connection was being set up: nobody will release it later.
        client = undefined;
        connection.release();
      }
    } catch (err) {
      if (next && client === next) {
        client = undefined;
        next.release(err instanceof Error ? err : true);
      }
      logger.warn({ err, attempt }, 'could not listen for realtime events; retrying');
      scheduleListen(attempt + 1);
    }
  }

  function scheduleListen(attempt: number) {
    if (closed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void listen(attempt), Math.min(30_000, 250 * 2 ** attempt));
    retryTimer.unref();
  }

  await listen();
  if (!client) throw new Error('Could not listen for realtime events on PostgreSQL');
  return {
    publish: async (event) => {
      // To the other instances through NOTIFY first, then here once the echo says it went round
      // (up to a second): a browser told by this instance, which then asks another, finds that
      // instance's caches (the library's pages) already dropped. Here before the answer to the
      // change goes out, whatever NOTIFY did.
      const n = sent++;
      const echoed = echoOf(n);
      try {
        await pool.query('select pg_notify($1, $2)', [
          channel,
          JSON.stringify({ ...event, from: instance, n }),
        ]);
        if (client) await echoed;
      } finally {
        awaitingEcho.delete(n);
        fanout.emit(event);
      }
    },
    subscribe: (listener) => fanout.subscribe(listener),
    signalAccessChanged: async (signal) => {
      // This instance hears it at once (its caches drop the person's entries before the answer to
      // the request that changed their access goes out); the others through NOTIFY. The sender
      // waits (up to a second) for its own echo, so by the time the change is answered the
      // notification has been delivered to every listening connection, not merely queued.
      signals.emit(signal);
      const n = sent++;
      const echoed = echoOf(n);
      try {
        await notifyAccessChanged(pool, { ...signal, from: instance, n });
        if (client) await echoed;
      } finally {
        awaitingEcho.delete(n);
      }
    },
    onAccessChanged: (listener) => signals.subscribe(listener),
    signalEpoch: () => (client && listening === client ? epoch : null),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        await current
          .query(`UNLISTEN ${channel}; UNLISTEN ${signalChannel}`)
          .catch(() => undefined);
        current.release();
      }
    },
  };
}
