/**
 * Names shared by the service worker (src/web/pwa/sw.ts) and the page. Every runtime cache starts
 * with `runtimeCachePrefix`, so sign-out can drop them all without knowing each one; the precached
 * app shell (Workbox's own cache) holds only the build's public files and stays.
 */
export const runtimeCachePrefix = 'psalmlight-runtime-';
export const cacheNames = {
  /** Hashed build files opened since install (lazy pages); public, the same for every visitor. */
  assets: `${runtimeCachePrefix}assets`,
  /** The member's API answers (NetworkFirst): only while signed in. */
  api: `${runtimeCachePrefix}api`,
  /** Narration files (whole files; ranges are cut from them): only while signed in. */
  media: `${runtimeCachePrefix}media`,
  /** One entry while someone is signed in; API answers and audio are kept only when it is there. */
  session: `${runtimeCachePrefix}session`,
} as const;
export const sessionMarkerUrl = '/__psalmlight/signed-in';

/** Messages the page sends the worker. */
export const workerMessages = {
  signedIn: 'PSALMLIGHT_SIGNED_IN',
  signedOut: 'PSALMLIGHT_SIGNED_OUT',
  /** Workbox-window's messageSkipWaiting() sends exactly this type: the "Reload" of the update toast. */
  skipWaiting: 'SKIP_WAITING',
} as const;
