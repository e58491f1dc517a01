import type { Context } from 'hono';
import type { Language } from '@contracts/enums';
import type { WidgetData } from '@contracts/psalms';
import {
  widgetDeviceHeader,
  widgetDisabledMessage,
  widgetEmergencyMessage,
  type WidgetSettings,
} from '@contracts/widgets';
import type { Db } from '@server/db/connection';
import { appError } from '@server/http/app-error';
import { clientAddress } from '@server/http/rate-limit';
import { todayFor } from '@server/lib/today';
import type { EventBus } from '@server/realtime/bus';
import { readWidgetSettings, widgetDeviceOf } from '@server/modules/widgets/service';
import { latestContent } from './readers';

const ttlMs = 60_000;

/**
 * Every home-screen widget polls the latest content, so the answer for a date is kept in memory
 * for a minute and dropped the moment any content changes, the Widgets tab changes a switch or
 * forces a refresh (the realtime bus says so, on every instance). The switches are honoured here:
 * off or emergency → 503 widget_disabled; audio off → no audio URL. The date is the UTC date unless
 * the widget sends its zone; the language English unless a signed-in member's is another (then
 * theirs, else English); no psalm answers 404.
 */
export function createWidgetCache(db: Db, bus: EventBus) {
  const cache = new Map<string, { data: WidgetData | null; expires: number }>();
  let settings: { value: WidgetSettings; expires: number } | null = null;
  bus.subscribe((event) => {
    if (event.type === 'content.changed') cache.clear();
    if (event.type === 'widgets.changed') {
      cache.clear();
      settings = null;
    }
  });
  const currentSettings = async () => {
    if (settings && settings.expires > Date.now()) return settings.value;
    const value = await readWidgetSettings(db);
    settings = { value, expires: Date.now() + ttlMs };
    return value;
  };
  const cached = async (date: string, language: Language) => {
    const key = `${date}|${language}`;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.data;
    const data = await latestContent(db, date, language);
    if (cache.size > 100) cache.clear();
    cache.set(key, { data, expires: Date.now() + ttlMs });
    return data;
  };
  return async (timeZone?: string, language: Language = 'en') => {
    const switches = await currentSettings();
    if (switches.emergencyDisable) throw appError('widget_disabled', widgetEmergencyMessage);
    if (!switches.widgetEnabled) throw appError('widget_disabled', widgetDisabledMessage);
    const data = await cached(todayFor({ timeZone }).today, language);
    if (!data) throw appError('not_found', 'No psalm for today');
    return {
      data: switches.audioEnabled ? data : { ...data, audioUrl: null },
      autoUpdates: switches.autoUpdates,
    };
  };
}

/**
 * The requesting widget as a device: its id header, else the client's address (through the
 * trusted proxies) and user agent.
 */
export function widgetDevice(c: Context, trustedProxyHops: number) {
  return widgetDeviceOf({
    deviceId: c.req.header(widgetDeviceHeader)?.slice(0, 200),
    address: clientAddress(c, trustedProxyHops),
    userAgent: c.req.header('user-agent') ?? '',
  });
}
