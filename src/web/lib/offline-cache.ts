import { runtimeCachePrefix, workerMessages } from './offline-cache-names';

/**
 * Forgets everything the offline app kept for the person who just left (sign-out, global logout,
 * account deletion): the service worker stops keeping answers first, then every runtime cache goes.
 * The page deletes the caches itself, so this works even when no worker controls it.
 */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: workerMessages.signedOut });
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => name.startsWith(runtimeCachePrefix)).map((name) => caches.delete(name)),
  );
}
