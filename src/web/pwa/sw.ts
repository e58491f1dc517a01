/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { RouteHandler, RouteMatchCallback, WorkboxPlugin } from 'workbox-core/types';
import { cacheNames, downloadKey, workerMessages } from '@web/lib/offline-cache-names';
import { dropPagesOfEarlierVersions, isPageAddress, keptPage, keptPageOr } from './kept-pages';
import { showPushNotification, openNotificationTarget } from './push-notifications';
import { forgetEverything, isSignedIn, markSignedIn, memberOf } from './worker-session';

/**
 * The Psalmlight service worker (decision 138). The app shell is precached; the pages the member
 * opened as the server drew them (decision 149), the member's API answers and today's psalm audio
 * are kept as they are opened, so what was read online reads offline, and what the member
 * downloaded for offline use (decision 064) answers when the network fails. Nothing private is kept unless someone is signed in, /api/auth/* and the realtime
 * stream never are, and sign-out (or the server saying nobody is signed in) drops every runtime
 * cache, the downloads included.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

/**
 * An answer is kept under its address without the time zone: this device's zone is the same for
 * every request, but the page the server drew asked in the zone the account had, and the page
 * drawn offline asks in the device's (decision 145). Either finds the last answer.
 */
const withoutTimeZone: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.has('timeZone')) return request;
    url.searchParams.delete('timeZone');
    return url.href;
  },
};

/**
 * The member's downloaded copy of this address (decision 064: the page stored it under
 * downloadKey, without the time zone, as the API cache keys its answers), only while someone is
 * signed in. The downloads cache has no expiration: it is emptied only by its own Remove and by
 * sign-out.
 */
async function fromDownloads(request: Request): Promise<Response | undefined> {
  if (!(await isSignedIn())) return undefined;
  return caches.match(downloadKey(request.url, self.location.origin), {
    cacheName: cacheNames.downloads,
    ignoreVary: true,
  });
}

/** Keeps an answer only while someone is signed in, and only a complete 200. */
const onlyWhenSignedIn: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && (await isSignedIn()) ? response : null,
};

// --- update flow: the page asks a waiting worker to take over (the "Reload" of its toast) ---

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; memberId?: unknown } | null;
  const type = data?.type;
  const reply = () => event.ports[0]?.postMessage(true);
  if (type === workerMessages.skipWaiting) void self.skipWaiting();
  if (type === workerMessages.signedIn) {
    const memberId = typeof data?.memberId === 'string' ? data.memberId : undefined;
    event.waitUntil(markSignedIn(memberId).then(reply));
  }
  if (type === workerMessages.signedOut) event.waitUntil(forgetEverything().then(reply));
});
clientsClaim();
dropPagesOfEarlierVersions();

// --- the app shell ---

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Every app path opens as the server draws it, else as it was last drawn for this member, else as
// the precached page, whose router takes over (offline too).
registerRoute(
  new NavigationRoute(keptPageOr(createHandlerBoundToURL('/index.html')), {
    denylist: [/^\/api\//, /^\/media\//, /^\/sw\.js$/],
  }),
);

// --- runtime routes; this router also answers the page's CACHE_URLS message (files it loaded
// before the worker controlled it) ---

const router = new Router();
const addRoute = (match: RouteMatchCallback, handler: RouteHandler) =>
  router.registerRoute(new Route(match, handler));

addRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.method === 'GET',
  new CacheFirst({
    cacheName: cacheNames.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

// The page a visit opened before the worker was in control (only its CACHE_URLS names one).
addRoute(isPageAddress, keptPage);

addRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname === '/api/me',
  // Who is signed in: the server's answer sets or clears the session here too (a session ended on
  // another device, a deleted account), so the caches follow the server and not only this tab.
  async ({ request, event }) => {
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const cached = (await isSignedIn())
        ? await caches.match(request, { cacheName: cacheNames.api })
        : undefined;
      if (cached) return cached;
      throw error;
    }
    if (response.status === 401) {
      event.waitUntil?.(forgetEverything());
    } else if (response.status === 200) {
      const copy = response.clone();
      const read = response.clone();
      const named = response.clone();
      const keep = memberOf(named).then(async (memberId) => {
        await markSignedIn(memberId);
        await (await caches.open(cacheNames.api)).put(request, copy);
        await dropDownloadsUnlessPremium(read);
      });
      event.waitUntil?.(keep);
    }
    return response;
  },
);

/**
 * Downloads are Premium's (decision 064): when the server says the member no longer has it, the
 * files go, so premium-only audio is not kept past the subscription.
 */
async function dropDownloadsUnlessPremium(me: Response): Promise<void> {
  const answer = (await me.json().catch(() => null)) as { isPremium?: unknown } | null;
  if (answer && answer.isPremium === false) await caches.delete(cacheNames.downloads);
}

const memberAnswers = new NetworkFirst({
  cacheName: cacheNames.api,
  plugins: [
    withoutTimeZone,
    onlyWhenSignedIn,
    new ExpirationPlugin({
      maxEntries: 100,
      maxAgeSeconds: 14 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

addRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !/^\/api\/(auth|realtime|admin)(\/|$)/.test(url.pathname),
  // The network, else the last answer kept, else the downloaded one (older than 14 days or pushed
  // out of the 100 the API cache keeps).
  async (options) => {
    try {
      return await memberAnswers.handle(options);
    } catch (error) {
      const downloaded = await fromDownloads(options.request);
      if (downloaded) return downloaded;
      throw error;
    }
  },
);

addRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/media/'),
  async ({ request, event }) => mediaResponse(request, event),
);

/**
 * Audio: the player asks for byte ranges (206), which a cache cannot keep, so the whole file is
 * fetched once beside the player's request and ranges are cut from it afterwards (Workbox's
 * range-requests module), online and offline. A downloaded file (decision 064) is the same whole
 * file: ranges are cut from it too, before asking the network. A request for the whole file (a
 * download) is kept as it comes instead of being fetched twice.
 */
async function mediaResponse(request: Request, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(cacheNames.media);
  const cached = (await isSignedIn())
    ? ((await cache.match(request.url)) ?? (await fromDownloads(request)))
    : undefined;
  if (cached) {
    return request.headers.has('range') ? createPartialResponse(request, cached) : cached;
  }
  const response = await fetch(request);
  if (response.ok && (await isSignedIn())) {
    const whole =
      response.status === 200 && !request.headers.has('range')
        ? Promise.resolve(response.clone())
        : fetch(request.url, { credentials: 'same-origin' });
    event.waitUntil(
      whole.then(async (file) => {
        if (file.status !== 200 || !(await isSignedIn())) return;
        await cache.put(request.url, file);
        await trimMedia(cache);
      }),
    );
  }
  return response;
}

/** The five most recent narrations are enough for "today's psalm and the last pages opened". */
async function trimMedia(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - 5)).map((key) => cache.delete(key)));
}

router.addFetchListener();
router.addCacheListener();

// --- Web Push (decision 020: the server sends them; this shows them) ---

self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(showPushNotification(self, event.data));
});
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  event.waitUntil(openNotificationTarget(self, event.notification));
});
