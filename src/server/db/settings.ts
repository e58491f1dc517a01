import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { systemSettings } from '@server/db/schema/system';

// system_settings is a key-value store: each caller keeps its own keys (the setup token's hash,
// the VAPID keys, the job heartbeat, the automation claims, the last release date), and every
// write goes through here (decision 040). Reading a key is free: select it where you need it.

/** The value stored under `key`, or undefined when there is none. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key))
    .limit(1);
  return row?.value;
}

/** Stores `value` under `key`, replacing what was there. */
export async function writeSetting(db: Db, key: string, value: unknown) {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Stores `value` under `key` unless a value is there already (of two racing writers, the first). */
export async function addSettingIfMissing(db: Db, key: string, value: unknown) {
  await db.insert(systemSettings).values({ key, value }).onConflictDoNothing();
}

/** Removes `key`. */
export async function removeSetting(db: Db, key: string) {
  await db.delete(systemSettings).where(eq(systemSettings.key, key));
}

/**
 * Removes `key` only while its value's `field` still reads `expected`, and says whether it did: of
 * two requests consuming the same one-time value, only one removes it.
 */
export async function consumeSetting(db: Db, key: string, field: string, expected: string) {
  const removed = await db
    .delete(systemSettings)
    .where(and(eq(systemSettings.key, key), sql`${systemSettings.value}->>${field} = ${expected}`))
    .returning({ key: systemSettings.key });
  return removed.length > 0;
}

/**
 * Decides on `key`'s value with its row locked until the decision is stored, so instances deciding
 * at once take turns. A missing key starts as `{}`. `decide` answers the result and, when the value
 * is to change, the new value.
 */
export async function decideOnSetting<T>(
  db: Db,
  key: string,
  decide: (value: unknown) => { result: T; next?: unknown },
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(systemSettings).values({ key, value: {} }).onConflictDoNothing();
    const [row] = await tx
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, key))
      .for('update');
    const { result, next } = decide(row?.value);
    if (next !== undefined)
      await tx
        .update(systemSettings)
        .set({ value: next, updatedAt: sql`now()` })
        .where(eq(systemSettings.key, key));
    return result;
  });
}
