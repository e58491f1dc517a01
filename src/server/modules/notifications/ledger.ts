import { sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '@contracts/notifications';
import type { Db } from '@server/db/connection';
import { notificationDeliveries } from '@server/db/schema/notifications';
import type { DueSlot } from './slots';

/** A worker holds a taken row this long; if it dies meanwhile, the row is taken again after it. */
const leaseMs = 5 * 60_000;
/** Sends tried per delivery before it counts as failed. */
export const maxAttempts = 5;
/** The pause after the n-th failed attempt: 1, 2, 4, 8 minutes. */
export const retryDelayMs = (attempts: number) => 2 ** (attempts - 1) * 60_000;

export type LedgerRow = {
  id: string;
  userId: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  dueAt: Date;
  attempts: number;
};

/**
 * Writes a ledger row for each due slot that has none. The unique key (user, kind, local date)
 * lets exactly one insert win, whichever instance or tick tries, and however often the local
 * clock shows that minute (the autumn hour): that is "exactly once".
 */
export async function claimSlots(
  db: Db,
  slots: { userId: string; channel: NotificationChannel; slot: DueSlot }[],
  now: Date,
) {
  let claimed = 0;
  // In chunks: one statement's parameters are limited (65,535).
  for (let start = 0; start < slots.length; start += 1000) {
    claimed += await claimChunk(db, slots.slice(start, start + 1000), now);
  }
  return claimed;
}

async function claimChunk(
  db: Db,
  slots: { userId: string; channel: NotificationChannel; slot: DueSlot }[],
  now: Date,
) {
  const inserted = await db
    .insert(notificationDeliveries)
    .values(
      slots.map(({ userId, channel, slot }) => ({
        userId,
        kind: slot.kind,
        localDate: slot.localDate,
        channel,
        dueAt: slot.dueAt,
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return inserted.length;
}

/**
 * Takes pending rows whose time has come, for this worker alone: they are locked, skipped by any
 * other worker's take (SKIP LOCKED), and leased (next_attempt_at moves on) before the lock ends.
 */
export async function takeDueDeliveries(db: Db, now: Date, limit = 100): Promise<LedgerRow[]> {
  type Taken = {
    id: string;
    user_id: string;
    kind: NotificationKind;
    channel: NotificationChannel;
    due_at: string | Date;
    attempts: number;
  };
  const result: unknown = await db.execute(sql`
    update ${notificationDeliveries}
    set attempts = attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz
    where id in (
      select id from ${notificationDeliveries}
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, user_id, kind, channel, due_at, attempts`);
  // node-postgres and PGlite answer { rows }.
  const rows = (result as { rows: Taken[] }).rows;
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    channel: row.channel,
    dueAt: new Date(row.due_at),
    attempts: row.attempts,
  }));
}

/** Records how an attempt ended: sent, failed for good, or pending again after a pause. */
export async function finishDelivery(
  db: Db,
  row: LedgerRow,
  outcome: { sent: true } | { sent: false; retry: boolean; error: string },
  now: Date,
) {
  const set = outcome.sent
    ? sql`status = 'sent', sent_at = ${now.toISOString()}::timestamptz, last_error = null`
    : outcome.retry && row.attempts < maxAttempts
      ? sql`next_attempt_at = ${new Date(now.getTime() + retryDelayMs(row.attempts)).toISOString()}::timestamptz, last_error = ${outcome.error}`
      : sql`status = 'failed', last_error = ${outcome.error}`;
  await db.execute(
    sql`update ${notificationDeliveries} set ${set}, updated_at = ${now.toISOString()}::timestamptz where id = ${row.id}`,
  );
}
