import { api, call } from '@web/lib/api-client';

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

/**
 * Why notifications could not be turned on, each with its own explanation (push-failure.ts):
 * `unsupported` no Web Push here (an old browser, a private window, an iPhone outside the home-screen
 * app); `denied` blocked for this site; `dismissed` the browser's question closed unanswered;
 * `noServiceWorker` the app's worker is not running (blocked, or not started); `pushService` the
 * browser's push service refused; `server` our server could not be reached or refused.
 */
export type PushFailureReason =
  'unsupported' | 'denied' | 'dismissed' | 'noServiceWorker' | 'pushService' | 'server';

export class PushSetupError extends Error {
  constructor(
    readonly reason: PushFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`Push notifications could not be turned on: ${reason}`, options);
    this.name = 'PushSetupError';
  }
}

/** How long to wait for a worker that is still being registered (it starts after the page loads). */
const workerStartMs = 3_000;

/**
 * The service worker's registration, or null when none is running: `serviceWorker.ready` alone
 * never settles where workers are blocked, which left callers waiting for good.
 */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered?.active) return registered;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), workerStartMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's current subscription, or null. */
export async function currentSubscription() {
  if (!pushSupported()) return null;
  const registration = await workerRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Runs one step of turning notifications on; its failure becomes `reason`. */
async function step<T>(reason: PushFailureReason, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PushSetupError(reason, { cause: error });
  }
}

/**
 * Asks for permission if undecided, subscribes with the server's VAPID key and saves the
 * subscription. Throws a PushSetupError saying which step failed, so the member is told why.
 */
export async function subscribeThisDevice(): Promise<void> {
  if (!pushSupported()) throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await workerRegistration();
  if (!registration) throw new PushSetupError('noServiceWorker');
  const { publicKey } = await step('server', () =>
    call(api.notifications['vapid-public-key'].$get()),
  );
  const subscription = await step(
    'pushService',
    async () =>
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      })),
  );
  const json = subscription.toJSON();
  await step('server', () =>
    call(
      api.notifications.subscription.$put({
        json: {
          endpoint: subscription.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
      }),
    ),
  );
}

/** Forgets this device on the server, then in the browser. */
export async function unsubscribeThisDevice() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await call(api.notifications.subscription.$delete({ json: { endpoint: subscription.endpoint } }));
  await subscription.unsubscribe();
}
