import type pg from 'pg';
import type { RealtimeEvent } from '../../contracts/realtime';
import type { Logger } from '../logger';
import { createLocalFanout, type EventBus } from './bus';

const channel = 'realtime_events';

/**
 * LISTEN/NOTIFY: every instance publishes with pg_notify and hears every event on one dedicated
 * connection, so an event raised on one instance reaches the clients of all of them. When that
 * connection drops (restart, failover) it listens again on a new one, backing off up to 30 s.
 */
export async function createPostgresBus(pool: pg.Pool, logger: Logger): Promise<EventBus> {
  const fanout = createLocalFanout();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    try {
      fanout.emit(JSON.parse(message.payload) as RealtimeEvent);
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
      await connection.query(`LISTEN ${channel}`);
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
    subscribe: (listener) => {
      const remove = fanout.subscribe(listener);
      return () => void remove();
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        await current.query(`UNLISTEN ${channel}`).catch(() => undefined);
        current.release();
      }
    },
  };
}
