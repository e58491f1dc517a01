/// <reference lib="webworker" />
import { cacheNames, runtimeCachePrefix, sessionMarkerUrl } from '@web/lib/offline-cache-names';

/**
 * Who the service worker keeps things for (decision 138): a marker entry in a runtime cache, so
 * clearing the caches also clears it. It holds the member's id, so what one account kept (its
 * answers, its drawn pages, its downloads) is dropped before anything is kept for another.
 */

/** What a worker before ids wrote: someone, not known who; taken over by the next member named. */
const someone = '1';

async function keptFor(): Promise<string | undefined> {
  const cache = await caches.open(cacheNames.session);
  return (await cache.match(sessionMarkerUrl))?.text();
}

export async function isSignedIn(): Promise<boolean> {
  return (await keptFor()) !== undefined;
}

export async function forgetEverything(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(runtimeCachePrefix)).map((name) => caches.delete(name)),
  );
}

/**
 * Marks `memberId` signed in. When the marker names another member (a session that ended without
 * a sign-out this device saw), everything kept for them goes first.
 */
export async function markSignedIn(memberId: string | undefined): Promise<void> {
  const kept = await keptFor();
  if (kept && kept !== someone && memberId && kept !== memberId) await forgetEverything();
  const cache = await caches.open(cacheNames.session);
  await cache.put(sessionMarkerUrl, new Response(memberId ?? kept ?? someone));
}

/** The member an answer of GET /api/me names, if it parses as one. */
export async function memberOf(me: Response): Promise<string | undefined> {
  const answer = (await me.json().catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof answer?.user?.id === 'string' ? answer.user.id : undefined;
}
