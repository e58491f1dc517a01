import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The rate limits' fixed windows when several instances share one PostgreSQL (decision 058): one
 * row per limiter and key, counted by an atomic upsert, so N instances allow what one would. The
 * window's end is in milliseconds of the servers' clock, as the in-memory counter keeps it.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_windows_reset_at_idx').on(t.resetAtMs)],
);

/**
 * The event streams open on every instance (decision 058), so the per-session, per-person and
 * per-address caps hold across instances. An instance refreshes seen_at of its own streams while
 * they are open; rows of an instance that stopped without closing them are ignored once stale.
 */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: text('instance_id').notNull(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id').notNull(),
    address: text('address').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_streams_user_id_idx').on(t.userId),
    index('live_streams_address_idx').on(t.address),
    index('live_streams_instance_id_idx').on(t.instanceId),
  ],
);
