/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import type { RouteHandlerCallback, RouteMatchCallback, WorkboxPlugin } from 'workbox-core/types';
import { serverStateId } from '@contracts/server-state-id';
import { cacheNames } from '@web/lib/offline-cache-names';
import { isSignedIn } from './worker-session';

declare const self: ServiceWorkerGlobalScope;

/**
 * The pages a member opened, as the server drew them for them (decision 149): a page drawn on the
 * server asks the API for nothing in the browser, so the answers behind it are not what reopens
 * it offline; its own HTML is. Kept network-first, only while someone is signed in and only when
 * the server drew it (it carries the state block), never the staff portal's.
 */

const staffPortal = /^\/admin(\/|$)/;
const drawnMarker = `id="${serverStateId}"`;

const onlyDrawnMemberPages: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || staffPortal.test(new URL(request.url).pathname)) return null;
    if (!(await isSignedIn())) return null;
    const drawn = (await response.clone().text()).includes(drawnMarker);
    // Asked again once the page has arrived: a sign-out while it streamed keeps nothing.
    return drawn && (await isSignedIn()) ? response : null;
  },
};

const keptPages = new NetworkFirst({
  cacheName: cacheNames.pages,
  // Drawn pages vary on the cookie and language; the cache is one member's, emptied at sign-out.
  matchOptions: { ignoreVary: true },
  plugins: [
    onlyDrawnMemberPages,
    new ExpirationPlugin({
      maxEntries: 50,
      maxAgeSeconds: 14 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

/**
 * A navigation: the page as the server draws it now, else as it was drawn when last opened, else
 * `shell` (the precached app page, which draws from the kept answers or says the page needs a
 * connection).
 */
export function keptPageOr(shell: RouteHandlerCallback): RouteHandlerCallback {
  return async (options) => {
    try {
      return await keptPages.handle(options);
    } catch {
      return shell(options);
    }
  };
}

/**
 * An app page's address handed over by the page (its CACHE_URLS message) when its navigation came
 * before the worker was in control: fetched and kept like a navigation. Files have a dot in their
 * last segment; the API, audio, build files and the portal are not pages. Navigations themselves
 * are the navigation route's (a second answer to one fetch would throw).
 */
export const isPageAddress: RouteMatchCallback = ({ url, request }) =>
  url.origin === self.location.origin &&
  request.method === 'GET' &&
  request.mode !== 'navigate' &&
  !/^\/(api|media|assets|__psalmlight)\//.test(url.pathname) &&
  !staffPortal.test(url.pathname) &&
  !/\.[^/]*$/.test(url.pathname);

export const keptPage: RouteHandlerCallback = (options) => keptPages.handle(options);

/** Pages name the build's files: a new version's worker starts without the old version's pages. */
export function dropPagesOfEarlierVersions(): void {
  self.addEventListener('activate', (event) => {
    event.waitUntil(caches.delete(cacheNames.pages));
  });
}
