/// <reference lib="webworker" />
import { pushPayload, type PushPayload } from '@contracts/notifications';

/** The Web Push messages the server sends (001 §9 reminders, the test notification). */
const icon = '/icons/icon-192.png';
const badge = '/icons/favicon-32.png';

/** The payload as the contract says, or a plain reminder when a message is not one of ours. */
export function readPushPayload(data: PushMessageData | null): PushPayload {
  let parsed: unknown = null;
  try {
    parsed = data?.json();
  } catch {
    parsed = null;
  }
  const result = pushPayload.safeParse(parsed);
  if (result.success) return result.data;
  return { title: 'Psalmlight', body: data?.text() ?? '', url: '/dashboard' };
}

export async function showPushNotification(
  worker: ServiceWorkerGlobalScope,
  data: PushMessageData | null,
): Promise<void> {
  const payload = readPushPayload(data);
  await worker.registration.showNotification(payload.title, {
    body: payload.body,
    icon,
    badge,
    data: { url: payload.url },
    ...(payload.tag ? { tag: payload.tag } : {}),
  });
}

/** A tap: an open tab of the app goes to the message's page, else a new window opens there. */
export async function openNotificationTarget(
  worker: ServiceWorkerGlobalScope,
  notification: Notification,
): Promise<void> {
  const path = (notification.data as { url?: unknown } | null)?.url;
  // Only paths of this app: a payload can never send the member elsewhere.
  const target = new URL(
    typeof path === 'string' && /^\/(?!\/)/.test(path) ? path : '/dashboard',
    worker.location.origin,
  ).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
  if (open) {
    const focused = await open.focus();
    // navigate() needs a tab the worker controls; any other opens a window instead.
    const moved = await focused.navigate(target).catch(() => null);
    if (!moved) await worker.clients.openWindow(target);
    return;
  }
  await worker.clients.openWindow(target);
}
