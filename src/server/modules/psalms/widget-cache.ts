import type { WidgetData } from '@contracts/psalms';
import type { Db } from '@server/db/connection';
import { appError } from '@server/http/app-error';
import { todayFor } from '@server/lib/today';
import type { EventBus } from '@server/realtime/bus';
import { latestContent } from './readers';

const ttlMs = 60_000;

/**
 * Every home-screen widget polls the latest content, so the answer for a date is kept in memory
 * for a minute and dropped the moment any content changes (the realtime bus says so, on every
 * instance). The date is the UTC date unless the widget sends its zone; no psalm answers 404.
 */
export function createWidgetCache(db: Db, bus: EventBus) {
  const cache = new Map<string, { data: WidgetData | null; expires: number }>();
  bus.subscribe((event) => {
    if (event.type === 'content.changed') cache.clear();
  });
  const cached = async (date: string) => {
    const hit = cache.get(date);
    if (hit && hit.expires > Date.now()) return hit.data;
    const data = await latestContent(db, date);
    if (cache.size > 100) cache.clear();
    cache.set(date, { data, expires: Date.now() + ttlMs });
    return data;
  };
  return async (timeZone?: string) => {
    const data = await cached(todayFor({ timeZone }).today);
    if (!data) throw appError('not_found', 'No psalm for today');
    return data;
  };
}
