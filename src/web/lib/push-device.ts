import { api, call } from './api-client';

// This browser's push subscription: shared by Account Settings and the shell's permission prompt.
// The service worker (registered by the PWA code) shows the messages; here we only subscribe.

/** Whether this browser can receive Web Push at all. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The browser's notification permission: default (undecided), granted or denied. */
export const pushPermission = (): NotificationPermission =>
  pushSupported() ? Notification.permission : 'denied';

/** This device's current subscription, or null. */
export async function currentSubscription() {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Asks for permission if undecided, subscribes with the server's VAPID key and saves the
 * subscription. Returns false when permission was not given.
 */
export async function subscribeThisDevice() {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const { publicKey } = await call(api.notifications['vapid-public-key'].$get());
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  await call(
    api.notifications.subscription.$put({
      json: {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      },
    }),
  );
  return true;
}

/** Forgets this device on the server, then in the browser. */
export async function unsubscribeThisDevice() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await call(api.notifications.subscription.$delete({ json: { endpoint: subscription.endpoint } }));
  await subscription.unsubscribe();
}
