import { and, count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import type { Viewer } from '@server/http/env';
import type { EventBus } from '@server/realtime/bus';
import type { Language } from '@contracts/languages';

/**
 * The content module's visibility rule (content/visibility.ts), handed over by the composition root
 * (api-routes.ts): content files its items under categories and holds them while it writes, so
 * categories imports nothing of content back (decision 159).
 */
export type ContentVisibility = {
  /** The day of a signed-in (or anonymous) viewer. */
  viewerDay: (viewer: Viewer | null) => string;
  /** What a member whose day is `day` may open. */
  visibleOn: (day: string) => SQL;
  /** Which daily psalms a reader of `language` has listed. */
  inReadersLanguage: (language: Language) => SQL;
};

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
export function createContentCounts(db: Db, bus: EventBus, visibility: ContentVisibility) {
  const cache = new Map<string, { counts: Promise<ContentCounts>; expires: number }>();
  bus.subscribe((event) => {
    if (event.type === 'content.changed') cache.clear();
  });
  return (countedFor: CountedFor): Promise<ContentCounts> => {
    const key =
      countedFor === 'everything' ? 'everything' : `${countedFor.day} ${countedFor.language}`;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.counts;
    const counts = countContent(
      db,
      countedFor === 'everything'
        ? undefined
        : and(
            visibility.visibleOn(countedFor.day),
            visibility.inReadersLanguage(countedFor.language),
          ),
    );
    if (cache.size > 100) cache.clear();
    const entry = { counts, expires: Date.now() + ttlMs };
    cache.set(key, entry);
    counts.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return counts;
  };
}

/**
 * One pass over content, grouped by category (uncached: staff writes need the exact figure): every
 * item, or those `where` lets through.
 */
export async function countContent(db: Db, where: SQL = sql`true`): Promise<ContentCounts> {
  const rows = await db
    .select({ categoryId: content.categoryId, n: count() })
    .from(content)
    .where(where)
    .groupBy(content.categoryId);
  const counts = new Map<string, number>();
  for (const row of rows) if (row.categoryId) counts.set(row.categoryId, Number(row.n));
  return counts;
}
