import { and, count, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import type { EventBus } from '@server/realtime/bus';
import type { Language } from '@contracts/languages';
import { inReadersLanguage, visibleOn } from '../content';

/** How many items each category holds (category id → count); a category with none is absent. */
export type ContentCounts = ReadonlyMap<string, number>;

/**
 * `everything` for staff who manage content; otherwise the items a reader of that day and language
 * may open, with the daily psalms their library lists (content/visibility.ts).
 */
export type CountedFor = 'everything' | { day: string; language: Language };

// A safety net only: every write to content announces content.changed (modules/content/announce.ts),
// which empties the cache on every instance at once.
const ttlMs = 60_000;

/**
 * Counting content per category scans the content table, and GET /api/categories is asked on every
 * library visit: the counts are kept per day and language (what a member may open depends on their
 * day; which daily psalms they see, on their language) until any content changes. The promise itself
 * is kept, so a burst of misses runs one query, and a change that lands while a count runs drops
 * that count rather than keeping it.
 */
export function createContentCounts(db: Db, bus: EventBus) {
  const cache = new Map<string, { counts: Promise<ContentCounts>; expires: number }>();
  bus.subscribe((event) => {
    if (event.type === 'content.changed') cache.clear();
  });
  return (countedFor: CountedFor): Promise<ContentCounts> => {
    const key =
      countedFor === 'everything' ? 'everything' : `${countedFor.day} ${countedFor.language}`;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.counts;
    const counts = countContent(db, countedFor);
    if (cache.size > 100) cache.clear();
    const entry = { counts, expires: Date.now() + ttlMs };
    cache.set(key, entry);
    counts.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return counts;
  };
}

/** One pass over content, grouped by category (uncached: staff writes need the exact figure). */
export async function countContent(db: Db, countedFor: CountedFor): Promise<ContentCounts> {
  const rows = await db
    .select({ categoryId: content.categoryId, n: count() })
    .from(content)
    .where(
      countedFor === 'everything'
        ? sql`true`
        : and(visibleOn(countedFor.day), inReadersLanguage(countedFor.language)),
    )
    .groupBy(content.categoryId);
  const counts = new Map<string, number>();
  for (const row of rows) if (row.categoryId) counts.set(row.categoryId, Number(row.n));
  return counts;
}
