import { and, count, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import {
  maxPushDevices,
  type NotificationStatus,
  type PushPayload,
  type PushSubscriptionInput,
} from '@contracts/notifications';
import type { Db } from '@server/db/connection';
import { pushSubscriptions } from '@server/db/schema/notifications';
import { profiles } from '@server/db/schema/profiles';
import { appError } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import type { Logger } from '@server/logger';
import type { PushProvider, PushTarget } from '@server/providers/push';
import { languageOf } from '@server/modules/profile';
import { testPayload } from './messages';
import { vapidKeys, vapidSubject } from './vapid';

export type PushDeps = { db: Db; push: PushProvider; logger: Logger; publicUrl: string };

const notAPushService =
  'Must be the address of a browser push service (Chrome, Firefox, Safari, Edge…)';

/**
 * Saves this device's subscription for the viewer. An endpoint is one browser profile: when it was
 * another account's (someone else signed in on that browser before), it moves to the viewer. Only
 * endpoints of push services are taken (the provider's list, decision 032), and a member keeps at
 * most `maxPushDevices`: saving one more drops the one saved longest ago.
 */
export async function subscribe(deps: PushDeps, viewer: Viewer, input: PushSubscriptionInput) {
  if (!deps.push.acceptsEndpoint(input.endpoint))
    throw appError('validation_failed', notAPushService, { endpoint: notAPushService });
  const values = {
    userId: viewer.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    // The moment of this save, not of the transaction's start: the order the cap drops in.
    createdAt: sql`clock_timestamp()`,
  };
  await deps.db.transaction(async (tx) => {
    // One save at a time per member, so a burst of saves cannot each see room under the cap.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`psalmlight.push_devices:${viewer.id}`}, 0))`,
    );
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, viewer.id),
          ne(pushSubscriptions.endpoint, input.endpoint),
        ),
      )
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(maxPushDevices - 1);
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, viewer.id),
          ne(pushSubscriptions.endpoint, input.endpoint),
          notInArray(pushSubscriptions.id, kept),
        ),
      );
  });
  return { subscribed: true };
}

/** Forgets this device's subscription (only the viewer's own; another's endpoint is left alone). */
export async function unsubscribe(db: Db, viewer: Viewer, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, viewer.id), eq(pushSubscriptions.endpoint, endpoint)));
  return { subscribed: false };
}

export async function notificationStatus(db: Db, viewer: Viewer): Promise<NotificationStatus> {
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, viewer.id));
  const [profile] = await db
    .select({ timeZone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.userId, viewer.id));
  return { devices: devices?.n ?? 0, timeZone: profile?.timeZone ?? null };
}

export const subscriptionsOf = (db: Db, userId: string) =>
  db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));

/**
 * Sends one message to one device. A 404 or 410 from the push service means the browser dropped
 * the subscription: the row goes, so no one sends to it again.
 */
export async function pushTo(deps: PushDeps, target: PushTarget, payload: PushPayload) {
  const keys = await vapidKeys(deps.db);
  const result = await deps.push.send(target, payload, {
    ...keys,
    subject: vapidSubject(deps.publicUrl),
  });
  if (!result.ok) {
    deps.logger.warn(
      {
        endpointHost: hostOf(target.endpoint),
        status: result.status,
        gone: result.gone,
        refused: result.refused,
      },
      `push not delivered: ${result.message}`,
    );
    if (result.gone)
      await deps.db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, target.endpoint));
  }
  return result;
}

function hostOf(endpoint: string) {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

/**
 * "Send Test Notification" for this device. The request waits for the push service at most the
 * provider's timeout. Every failure answers the same 502 push_failed ("Failed to send test
 * notification"), whatever the push service said or whether the send was refused: the answer must
 * not tell a caller how some address answers (decision 032). The reason is logged; a gone
 * subscription is still removed. A test is not retried later: it is a check made now.
 */
export async function sendTestNotification(deps: PushDeps, viewer: Viewer, endpoint: string) {
  const [target] = await deps.db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, viewer.id), eq(pushSubscriptions.endpoint, endpoint)));
  if (!target) throw appError('not_found', 'This device is not subscribed to notifications.');
  const result = await pushTo(deps, target, testPayload(await languageOf(deps.db, viewer.id)));
  if (!result.ok) throw appError('push_failed', 'Failed to send test notification');
  return { sent: true as const };
}
