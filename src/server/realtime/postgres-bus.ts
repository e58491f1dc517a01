import type pg from 'pg';
import type { RealtimeEvent } from '@contracts/realtime';
import type { Logger } from '../logger';
import { createLocalFanout, type AccessSignal, type EventBus } from './bus';

const channel = 'realtime_events';
// Access signals have their own channel, so nothing that listens for events can mistake one.
const signalChannel = 'realtime_access_signals';

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

  const onNotification = (message: pg.Notification) => {
    if (!message.payload) return;
    try {
      if (message.channel === channel) fanout.emit(JSON.parse(message.payload) as RealtimeEvent);
      else if (message.channel === signalChannel)
        signals.emit(JSON.parse(message.payload) as AccessSignal);
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
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    subscribe: (listener) => fanout.subscribe(listener),
    signalAccessChanged: async (signal) => {
      await pool.query('select pg_notify($1, $2)', [signalChannel, JSON.stringify(signal)]);
    },
    onAccessChanged: (listener) => signals.subscribe(listener),
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
