import { eq, sql } from 'drizzle-orm';
import type { AutomationContentType } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { systemSettings } from '@server/db/schema/system';

type Claim = { date: string; state: 'running' | 'done' | 'failed'; attempts: number; at: string };

export const maxAttempts = 3;
const retryAfterMs = (attempts: number) => attempts * 5 * 60_000;
const staleRunMs = 15 * 60_000;
const keyOf = (contentType: AutomationContentType) => `automation.claim.${contentType}`;

/**
 * Takes the right to run a type's generation for a date. Exactly one instance gets it (the row is
 * locked while deciding); a failed run may be claimed again after a growing pause, three times at
 * most; a run that never reported back counts as failed after 15 minutes.
 */
export async function claimDailyRun(
  db: Db,
  contentType: AutomationContentType,
  date: string,
  now = new Date(),
) {
  const key = keyOf(contentType);
  return db.transaction(async (tx) => {
    await tx.insert(systemSettings).values({ key, value: {} }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, key))
      .for('update');
    const claim = row?.value as Partial<Claim>;
    const age = claim.at ? now.getTime() - Date.parse(claim.at) : Infinity;
    const sameDay = claim.date === date;
    const attempts = sameDay ? (claim.attempts ?? 0) : 0;
    const retryable =
      (claim.state === 'failed' && age >= retryAfterMs(attempts)) ||
      (claim.state === 'running' && age >= staleRunMs);
    if (sameDay && (claim.state === 'done' || !retryable || attempts >= maxAttempts)) return false;
    const value: Claim = { date, state: 'running', attempts: attempts + 1, at: now.toISOString() };
    await tx
      .update(systemSettings)
      .set({ value, updatedAt: sql`now()` })
      .where(eq(systemSettings.key, key));
    return true;
  });
}

/** Records how a claimed run ended; `at` is when the run started (the retry pause counts from it). */
export async function finishDailyRun(
  db: Db,
  contentType: AutomationContentType,
  date: string,
  outcome: 'done' | 'failed',
  at = new Date(),
) {
  const key = keyOf(contentType);
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  const claim = row?.value as Claim | undefined;
  if (!claim || claim.date !== date) return;
  const value: Claim = { ...claim, state: outcome, at: at.toISOString() };
  await db
    .update(systemSettings)
    .set({ value, updatedAt: sql`now()` })
    .where(eq(systemSettings.key, key));
}
