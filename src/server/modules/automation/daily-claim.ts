import type { AutomationContentType } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { decideOnSetting, readSetting, writeSetting } from '@server/db/settings';

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
  return decideOnSetting(db, keyOf(contentType), (stored) => {
    const claim = (stored ?? {}) as Partial<Claim>;
    const age = claim.at ? now.getTime() - Date.parse(claim.at) : Infinity;
    const sameDay = claim.date === date;
    const attempts = sameDay ? (claim.attempts ?? 0) : 0;
    const retryable =
      (claim.state === 'failed' && age >= retryAfterMs(attempts)) ||
      (claim.state === 'running' && age >= staleRunMs);
    if (sameDay && (claim.state === 'done' || !retryable || attempts >= maxAttempts))
      return { result: false };
    const next: Claim = { date, state: 'running', attempts: attempts + 1, at: now.toISOString() };
    return { result: true, next };
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
  const claim = (await readSetting(db, key)) as Claim | undefined;
  if (!claim || claim.date !== date) return;
  const value: Claim = { ...claim, state: outcome, at: at.toISOString() };
  await writeSetting(db, key, value);
}
