import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { profiles } from '@server/db/schema/profiles';
import type { Logger } from '@server/logger';
import type { EmailProvider } from '@server/providers/email';
import type { PushProvider } from '@server/providers/push';
import { finishDelivery, takeDueDeliveries, type LedgerRow } from './ledger';
import { languageOf } from '@server/modules/profile';
import { payloadFor, reminderEmail } from './messages';
import { pushTo, subscriptionsOf } from './service';
import { maxLatenessMs } from './slots';

export type DeliveryDeps = {
  db: Db;
  push: PushProvider;
  email: EmailProvider;
  logger: Logger;
  publicUrl: string;
};

type Outcome = { sent: true } | { sent: false; retry: boolean; error: string };

/**
 * Push to every device of the person. Sent when at least one device took it (a retry would repeat
 * it on those); dead subscriptions are removed on the way; retried when only passing failures
 * remain (a push service down or slow).
 */
async function sendPush(deps: DeliveryDeps, row: LedgerRow): Promise<Outcome> {
  const targets = await subscriptionsOf(deps.db, row.userId);
  if (targets.length === 0) return { sent: false, retry: false, error: 'no device subscribed' };
  // In the member's language as it is now (it may have changed since the slot was claimed).
  const payload = payloadFor(row.kind, await languageOf(deps.db, row.userId));
  const results = await Promise.all(targets.map((target) => pushTo(deps, target, payload)));
  if (results.some((result) => result.ok)) return { sent: true };
  // A refused endpoint (not a push service this server may reach) would be refused again.
  const passing = results.filter((result) => !result.ok && !result.gone && !result.refused);
  if (passing.length === 0)
    return { sent: false, retry: false, error: 'every device is gone or refused' };
  return { sent: false, retry: true, error: passing.map((r) => !r.ok && r.message).join('; ') };
}

async function sendEmail(deps: DeliveryDeps, row: LedgerRow): Promise<Outcome> {
  const [user] = await deps.db
    .select({ email: users.email, language: profiles.language })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, row.userId));
  if (!user) return { sent: false, retry: false, error: 'no such user' };
  try {
    await deps.email.send({
      to: user.email,
      ...reminderEmail(row.kind, user.language ?? 'en', deps.publicUrl),
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, retry: true, error: (error as Error).message };
  }
}

/**
 * Sends every ledger row whose time has come (new claims and retries), one worker per row. A row
 * more than an hour past its slot is not sent any more: a reminder that late is noise.
 */
export async function deliverDue(deps: DeliveryDeps, now: Date) {
  const rows = await takeDueDeliveries(deps.db, now);
  let sent = 0;
  for (const row of rows) {
    let outcome: Outcome;
    if (now.getTime() - row.dueAt.getTime() > maxLatenessMs) {
      outcome = { sent: false, retry: false, error: 'more than an hour late' };
    } else {
      try {
        outcome = row.channel === 'push' ? await sendPush(deps, row) : await sendEmail(deps, row);
      } catch (error) {
        outcome = { sent: false, retry: true, error: (error as Error).message };
      }
    }
    if (!outcome.sent)
      deps.logger.warn(
        {
          delivery: row.id,
          kind: row.kind,
          channel: row.channel,
          attempt: row.attempts,
          retry: outcome.retry,
        },
        `reminder not delivered: ${outcome.error}`,
      );
    else sent++;
    await finishDelivery(deps.db, row, outcome, now);
  }
  return { taken: rows.length, sent };
}
