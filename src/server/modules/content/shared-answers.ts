import type { EventBus } from '@server/realtime/bus';

// A safety net only: every content write announces content.changed (announce.ts) and every category
// write categories.changed, which empty the cache on every instance at once.
const ttlMs = 60_000;
/** Beyond this many pages the least recently used goes: a crawler paging on cannot evict page one. */
const maxPages = 200;

type Kept<T> = { answer: Promise<T>; expires: number; epoch: number };

/**
 * Answers every member of a day and language shares, kept (decisions 061 and 162): the library's
 * first page (its JSON text), today's psalm and the featured ones (their rows). At 07:00 they all
 * ask at once. Each answer is kept per key until any content or category changes (the bus says so,
 * on every instance: it tells the others before its own browsers) and built once for a burst of
 * misses. Nothing is kept while this instance may be missing news (the bus's epoch is null) or
 * across a gap in it (a new epoch).
 */
export function createSharedAnswers<T>(bus: EventBus) {
  const pages = new Map<string, Kept<T>>();
  bus.subscribe((event) => {
    if (event.type === 'content.changed' || event.type === 'categories.changed') pages.clear();
  });
  return async (key: string, build: () => Promise<T>): Promise<T> => {
    if (pages.has(key)) {
      // A change another instance announced may be waiting on the socket: hear it first.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const epoch = bus.signalEpoch();
    if (epoch === null) return build();
    const hit = pages.get(key);
    if (hit && hit.epoch === epoch && hit.expires > Date.now()) {
      // Most recently used last: the first key is the one to let go when full.
      pages.delete(key);
      pages.set(key, hit);
      return hit.answer;
    }
    const answer = build();
    pages.delete(key);
    if (pages.size >= maxPages) pages.delete(pages.keys().next().value!);
    const kept = { answer, expires: Date.now() + ttlMs, epoch };
    pages.set(key, kept);
    // A failed build is not kept.
    answer.catch(() => {
      if (pages.get(key) === kept) pages.delete(key);
    });
    return answer;
  };
}
