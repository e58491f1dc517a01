import type { WidgetData } from '../../../contracts/psalms';
import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/bus';
import { latestContent } from './service';

const ttlMs = 60_000;

/**
 * Every home-screen widget polls the latest content, so the answer for a date is kept in memory
 * for a minute and dropped the moment any content changes (the realtime bus says so, on every
 * instance).
 */
export function createWidgetCache(db: Db, bus: EventBus) {
  const cache = new Map<string, { data: WidgetData | null; expires: number }>();
  bus.subscribe((event) => {
    if (event.type === 'content.changed') cache.clear();
  });
  return async (date: string) => {
    const hit = cache.get(date);
    if (hit && hit.expires > Date.now()) return hit.data;
    const data = await latestContent(db, date);
    if (cache.size > 100) cache.clear();
    cache.set(date, { data, expires: Date.now() + ttlMs });
    return data;
  };
}
