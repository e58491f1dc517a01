import { createHash } from 'node:crypto';
import { and, gte, lte, sql } from 'drizzle-orm';
import {
  defaultWidgetSettings,
  type WidgetSettings,
  type WidgetSettingsUpdate,
  type WidgetUsage,
} from '@contracts/widgets';
import { addDays } from '@contracts/time';
import type { Db } from '@server/db/connection';
import { widgetSettings, widgetUsage } from '@server/db/schema/widgets';
import type { EventBus } from '@server/realtime/bus';
import { recordAudit, type AuditActor } from '@server/modules/audit/service';
import { cappedDevice } from './device-cap';
import { countWidgetRequest, flushWidgetRequests } from './usage-counter';

// The Widgets tab: the switches (one row), the usage counts, and the news to every instance that
// its widget cache is stale (a widgets.changed event on the bus, never sent to browsers).

export async function readWidgetSettings(db: Db): Promise<WidgetSettings> {
  const [row] = await db.select().from(widgetSettings).limit(1);
  if (!row) return { ...defaultWidgetSettings };
  return {
    widgetEnabled: row.widgetEnabled,
    emergencyDisable: row.emergencyDisable,
    autoUpdates: row.autoUpdates,
    audioEnabled: row.audioEnabled,
  };
}

export async function updateWidgetSettings(
  db: Db,
  bus: EventBus,
  patch: WidgetSettingsUpdate,
  actor: AuditActor,
) {
  const after = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('psalmlight.widget_settings'))`);
    const before = await readWidgetSettings(tx);
    const next = { ...before, ...patch };
    await tx
      .insert(widgetSettings)
      .values({ id: 1, ...next })
      .onConflictDoUpdate({ target: widgetSettings.id, set: { ...next, updatedAt: new Date() } });
    const changed = Object.fromEntries(
      Object.entries(patch).filter(([key, value]) => before[key as keyof WidgetSettings] !== value),
    );
    if (Object.keys(changed).length > 0) {
      await recordAudit(tx, {
        actor,
        action: 'widget_setting.update',
        targetType: 'widget_settings',
        targetLabel: 'Widget settings',
        before: Object.fromEntries(
          Object.keys(changed).map((key) => [key, before[key as keyof WidgetSettings]]),
        ),
        after: changed,
      });
    }
    return next;
  });
  await bus.publish({ type: 'widgets.changed', data: {} });
  return after;
}

/** Force refresh: every instance drops its cached widget answer. */
export async function refreshWidgets(db: Db, bus: EventBus, actor: AuditActor) {
  await bus.publish({ type: 'widgets.changed', data: {} });
  await recordAudit(db, {
    actor,
    action: 'widget.force_refresh',
    targetType: 'widget_settings',
    targetLabel: 'Widget settings',
  });
}

/**
 * A widget's own id as it may send it: up to 128 letters, digits and `._~:-` (a UUID, a random
 * token). The client chooses it, so anything else is not taken as an id.
 */
export const widgetDeviceId = /^[A-Za-z0-9._~:-]{1,128}$/;

// Widgets poll again and again from the same device: its hash is remembered (a bounded number).
const knownHashes = new Map<string, string>();
const maxKnownHashes = 10_000;

/**
 * A device: the hash of the widget's own id, or of address + user agent when it sends none (or one
 * that is not an id: too long, other characters).
 */
export function deviceHash(deviceId: string | undefined, address: string, userAgent: string) {
  const source =
    deviceId && widgetDeviceId.test(deviceId) ? `id:${deviceId}` : `ip:${address}|ua:${userAgent}`;
  let hash = knownHashes.get(source);
  if (hash === undefined) {
    hash = createHash('sha256').update(source).digest('base64url').slice(0, 22);
    if (knownHashes.size >= maxKnownHashes) knownHashes.clear();
    knownHashes.set(source, hash);
  }
  return hash;
}

/**
 * The device a widget request counts as: its own id while its address has not brought too many
 * new ones today (./device-cap.ts), else its address and user agent.
 */
export function widgetDeviceOf(
  request: { deviceId: string | undefined; address: string; userAgent: string },
  now = new Date(),
) {
  const { deviceId, address, userAgent } = request;
  const fallback = deviceHash(undefined, address, userAgent);
  return cappedDevice(address, deviceHash(deviceId, address, userAgent), fallback, now);
}

/** Counts one widget request for today's UTC date (written within a second: ./usage-counter.ts). */
export function recordWidgetRequest(db: Db, device: string, now = new Date()) {
  countWidgetRequest(db, device, now);
}

/** Requests and distinct devices per day for the last `days` UTC days, today included. */
export async function widgetUsageReport(db: Db, days = 7, now = new Date()): Promise<WidgetUsage> {
  // What is pending first; a failed write is the counter's to retry or drop (and log), and the
  // report answers from what is stored.
  await flushWidgetRequests(db).catch(() => undefined);
  const to = now.toISOString().slice(0, 10);
  const from = addDays(to, -(days - 1));
  const range = and(gte(widgetUsage.day, from), lte(widgetUsage.day, to));
  const rows = await db
    .select({
      date: widgetUsage.day,
      requests: sql<number>`sum(${widgetUsage.requests})::int`,
      devices: sql<number>`count(*)::int`,
    })
    .from(widgetUsage)
    .where(range)
    .groupBy(widgetUsage.day);
  const [totals] = await db
    .select({
      requests: sql<number>`coalesce(sum(${widgetUsage.requests}), 0)::int`,
      devices: sql<number>`count(distinct ${widgetUsage.deviceHash})::int`,
    })
    .from(widgetUsage)
    .where(range);
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const list = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = byDay.get(date);
    list.push({ date, requests: Number(row?.requests ?? 0), devices: Number(row?.devices ?? 0) });
  }
  return {
    days: list,
    totals: { requests: Number(totals?.requests ?? 0), devices: Number(totals?.devices ?? 0) },
  };
}
