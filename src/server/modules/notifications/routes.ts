import { apiError } from '@contracts/errors';
import {
  notificationStatus,
  pushEndpointInput,
  pushSubscriptionInput,
  reminderTimes,
  reminderTimesInput,
  subscriptionResult,
  testNotificationResult,
  vapidPublicKey,
} from '@contracts/notifications';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import {
  notificationStatus as loadStatus,
  sendTestNotification,
  subscribe,
  unsubscribe,
  type PushDeps,
} from './service';
import { reminderTimesOf, replaceReminderTimes } from './reminder-times';
import { vapidKeys } from './vapid';

const publicKey = defineRoute('user', {
  method: 'get',
  path: '/notifications/vapid-public-key',
  summary: "The server's VAPID public key, for PushManager.subscribe",
  responses: { 200: json(vapidPublicKey, 'The key (base64url)') },
});

const status = defineRoute('user', {
  method: 'get',
  path: '/notifications/status',
  summary: 'How many devices receive push, and the time zone reminders are timed in',
  responses: { 200: json(notificationStatus, 'Status') },
});

const save = defineRoute('user', {
  method: 'put',
  path: '/notifications/subscription',
  summary:
    "Save this device's push subscription (the endpoint must be a push service's; a member's 11th device replaces the one saved longest ago)",
  request: jsonBody(pushSubscriptionInput),
  responses: { 200: json(subscriptionResult, 'Subscribed') },
});

const remove = defineRoute('user', {
  method: 'delete',
  path: '/notifications/subscription',
  summary: "Forget this device's push subscription",
  request: jsonBody(pushEndpointInput),
  responses: { 200: json(subscriptionResult, 'Unsubscribed') },
});

const test = defineRoute('user', {
  method: 'post',
  path: '/notifications/test',
  summary: 'Send a test notification to this device',
  request: jsonBody(pushEndpointInput),
  responses: {
    200: json(testNotificationResult, 'Accepted by the push service'),
    404: json(apiError, 'This device is not subscribed'),
    502: json(
      apiError,
      'Not delivered, whatever the reason: the push service refused it, failed or did not answer in time, or the endpoint may not be reached (push_failed)',
    ),
  },
});

const readTimes = defineRoute('user', {
  method: 'get',
  path: '/notifications/reminder-times',
  summary: 'The prayer reminder times the member chose, beside the four fixed ones',
  responses: { 200: json(reminderTimes, 'Times (HH:MM in the member’s zone), earliest first') },
});

const saveTimes = defineRoute('user', {
  method: 'put',
  path: '/notifications/reminder-times',
  summary: 'Replace the member’s own reminder times (quarter hours, at most six)',
  request: jsonBody(reminderTimesInput),
  responses: { 200: json(reminderTimes, 'The stored times, earliest first') },
});

export function createNotificationRoutes(deps: PushDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(publicKey, async (c) => c.json({ publicKey: (await vapidKeys(db)).publicKey }, 200))
    .openapi(status, async (c) => c.json(await loadStatus(db, c.get('viewer')), 200))
    .openapi(save, async (c) =>
      c.json(await subscribe(deps, c.get('viewer'), c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) =>
      c.json(await unsubscribe(db, c.get('viewer'), c.req.valid('json').endpoint), 200),
    )
    .openapi(test, async (c) =>
      c.json(await sendTestNotification(deps, c.get('viewer'), c.req.valid('json').endpoint), 200),
    )
    .openapi(readTimes, async (c) => c.json(await reminderTimesOf(db, c.get('viewer')), 200))
    .openapi(saveTimes, async (c) =>
      c.json(await replaceReminderTimes(db, c.get('viewer'), c.req.valid('json').times), 200),
    );
}
