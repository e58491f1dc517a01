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
  /**
   * The pages the member opened, as the server drew them (NetworkFirst, decision 149): only while
   * signed in, and emptied when a new version of the worker takes over (they name its files).
   */
  pages: `${runtimeCachePrefix}pages`,
  /** Narration files (whole files; ranges are cut from them): only while signed in. */
  media: `${runtimeCachePrefix}media`,
  /**
   * One entry while someone is signed in, holding their id; API answers, pages and audio are kept
   * only when it is there, and a different member's id empties the others first.
   */
  session: `${runtimeCachePrefix}session`,
  /**
   * What the member downloaded for offline use (decision 064): API answers and whole audio files
   * under `downloadKey`, and the index under `downloadsIndexUrl`. Never trimmed; being a runtime
   * cache, it goes with the others at sign-out.
   */
  downloads: `${runtimeCachePrefix}downloads`,
} as const;
export const sessionMarkerUrl = '/__psalmlight/signed-in';
/** The downloads' index (a JSON answer in the downloads cache): which downloads hold which files. */
export const downloadsIndexUrl = '/__psalmlight/downloads-index';

/**
 * The key a downloaded file is kept and looked up under: its same-origin address without the time
 * zone, as the runtime API cache keys its answers (the page asks in the device's zone, the
 * download may have been taken in another). Other query parameters stay, in their order.
 */
export function downloadKey(url: string, origin: string): string {
  const address = new URL(url, origin);
  address.searchParams.delete('timeZone');
  address.hash = '';
  return address.href;
}

/** Messages the page sends the worker. */
export const workerMessages = {
  /** Sent with `memberId`: who is signed in on this page. */
  signedIn: 'PSALMLIGHT_SIGNED_IN',
  signedOut: 'PSALMLIGHT_SIGNED_OUT',
  /** Workbox-window's messageSkipWaiting() sends exactly this type: the "Reload" of the update toast. */
  skipWaiting: 'SKIP_WAITING',
} as const;
