import { and, count, eq, sql } from 'drizzle-orm';
import type { UserContentType } from '@contracts/enums';
import { localDateIn } from '@contracts/time';
import type { Db } from '@server/db/connection';
import { contentAccessSettings } from '@server/db/schema/access';
import { contentOpens } from '@server/db/schema/billing';
import { dailyLimitReached, premiumRequired } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { everyone, type EventBus } from '@server/realtime/bus';
import { dailyLimitDetails } from './daily-limit';

/**
 * The free-user rules of the Access tab (000 §9), enforced on the server (docs/decisions/044):
 * - daily_content_limit: a free member opens at most N distinct items per UTC day (an item by id,
 *   or a day's psalm; decision 035); the same item again that day counts once; lists never count;
 *   the N+1th answers 403 daily_limit_reached (premium_required is kept for premium-only things);
 * - audio_enabled_free false: no audio URL in any answer, and /media answers 403;
 * - text_enabled_free false: no text in any answer; an item with nothing left to give (no audio for
 *   them either) answers 403 premium_required when opened;
 * - premium_content_types: items of those types are listed without text or audio, and opening one
 *   answers 403 premium_required. A content row's type is its content_type (contentTypeOf).
 * Premium members and staff are never limited.
 */
export type FreeRules = {
  dailyLimit: number;
  audio: boolean;
  text: boolean;
  premiumTypes: UserContentType[];
};

const defaults: FreeRules = {
  dailyLimit: 3,
  audio: false,
  text: true,
  premiumTypes: ['daily_meditation', 'scripture_reflection'],
};

// The rules are read by every list and open of a free member (and every widget poll): kept in
// memory per database for a few seconds once the Access routes watch the bus (watchFreeRules), and
// dropped at once on every instance when a setting changes (decision 023).
const cacheTtlMs = 10_000;
const watched = new WeakMap<Db, EventBus>();
const cached = new WeakMap<Db, { rules: Promise<FreeRules>; expires: number; epoch: number }>();

/** Keeps the rules of `db` in memory, forgotten whenever the bus says everyone's access changed. */
export function watchFreeRules(db: Db, bus: EventBus) {
  watched.set(db, bus);
  return bus.onAccessChanged(({ userId }) => {
    if (userId === everyone) cached.delete(db);
  });
}

export async function loadFreeRules(db: Db): Promise<FreeRules> {
  const epoch = watched.get(db)?.signalEpoch() ?? null;
  if (epoch === null) return readFreeRules(db);
  const hit = cached.get(db);
  if (hit && hit.epoch === epoch && hit.expires > Date.now()) return hit.rules;
  const rules = readFreeRules(db);
  cached.set(db, { rules, expires: Date.now() + cacheTtlMs, epoch });
  // A failed read is not kept.
  rules.catch(() => {
    if (cached.get(db)?.rules === rules) cached.delete(db);
  });
  return rules;
}

async function readFreeRules(db: Db): Promise<FreeRules> {
  const rows = await db.select().from(contentAccessSettings);
  const value = (key: string) => rows.find((row) => row.settingKey === key)?.settingValue;
  let premiumTypes = defaults.premiumTypes;
  try {
    const parsed: unknown = JSON.parse(value('premium_content_types') ?? 'null');
    if (Array.isArray(parsed)) premiumTypes = parsed as UserContentType[];
  } catch {
    // keep the default
  }
  const limit = Number(value('daily_content_limit'));
  return {
    dailyLimit: Number.isInteger(limit) && limit >= 1 ? limit : defaults.dailyLimit,
    audio: (value('audio_enabled_free') ?? String(defaults.audio)) === 'true',
    text: (value('text_enabled_free') ?? String(defaults.text)) === 'true',
    premiumTypes,
  };
}

/** A signed-in member with neither premium nor a staff role (anonymous callers count as free too). */
export const isLimited = (viewer: Pick<Viewer, 'isPremium' | 'role'> | null) =>
  !viewer || (!viewer.isPremium && viewer.role === null);

/** What free members get of an item: the rules for a viewer, or null when nothing is withheld. */
export async function rulesFor(db: Db, viewer: Pick<Viewer, 'isPremium' | 'role'> | null) {
  return isLimited(viewer) ? loadFreeRules(db) : null;
}

type Shape = { audioUrl: string | null };

/**
 * Withholds what the rules keep from free members: audio when it is off, text when it is off, both
 * for premium-only types. `textKeys` names the item's text fields (emptied to null or '').
 */
export function withhold<T extends Shape>(
  item: T,
  rules: FreeRules | null,
  type: UserContentType | null,
  textKeys: (keyof T)[],
): T {
  if (!rules) return item;
  const premiumOnly = type !== null && rules.premiumTypes.includes(type);
  const next = { ...item };
  if (premiumOnly || !rules.audio) next.audioUrl = null;
  if (premiumOnly || !rules.text) {
    for (const key of textKeys) {
      const current = next[key];
      (next as Record<keyof T, unknown>)[key] = typeof current === 'string' ? '' : null;
    }
  }
  return next;
}

/**
 * The day a free member's allowance is counted in: the UTC date (docs/decisions/035). Nothing the
 * member sends or stores moves it: a `timeZone` query or a new profile zone would otherwise start
 * a second "day" within one real day (Pacific/Kiritimati is a day ahead of Pacific/Pago_Pago).
 */
export const allowanceDay = (now = new Date()) => localDateIn('UTC', now);

/**
 * A free member opens an item: refused (403 premium_required) when its type is premium-only or
 * when the rules leave them nothing of it; refused (403 daily_limit_reached, with the limit and
 * when it resets on the clock of `timeZone`, else their profile's zone) when it would be the N+1th
 * distinct item of their allowance day. Counted items are stored per member and allowance day
 * (content_opens).
 */
export async function openItem(
  db: Db,
  viewer: Viewer | null,
  rules: FreeRules | null,
  item: { key: string; type: UserContentType | null; hasAudio: boolean },
  timeZone?: string,
) {
  if (!rules || !viewer) return;
  if (item.type !== null && rules.premiumTypes.includes(item.type)) throw premiumRequired();
  if (!rules.text && !(rules.audio && item.hasAudio)) throw premiumRequired();
  const day = allowanceDay();
  const mine = and(eq(contentOpens.userId, viewer.id), eq(contentOpens.day, day));
  const openedBefore = async (reader: Pick<Db, 'select'>) =>
    (
      await reader
        .select({ key: contentOpens.itemKey })
        .from(contentOpens)
        .where(and(mine, eq(contentOpens.itemKey, item.key)))
    ).length > 0;
  // Opened already today (every visit to the dashboard asks for today's psalm again): counted, and
  // a day's opens are only ever added to, so one plain read answers without the lock below.
  if (await openedBefore(db)) return;
  await db.transaction(async (tx) => {
    // Count and insert as one step per member and day: without the lock, concurrent opens each
    // counted the rows committed before any of them and all passed (READ COMMITTED). The lock is
    // held to the end of the transaction, so the next opener's count sees this one's row.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('psalmlight.content_opens'), hashtext(${`${viewer.id}:${day}`}))`,
    );
    if (await openedBefore(tx)) return;
    const [opened] = await tx.select({ n: count() }).from(contentOpens).where(mine);
    if ((opened?.n ?? 0) >= rules.dailyLimit)
      throw dailyLimitReached(
        dailyLimitDetails(rules.dailyLimit, { timeZone, storedTimeZone: viewer.timezone }),
      );
    await tx
      .insert(contentOpens)
      .values({ userId: viewer.id, day, itemKey: item.key })
      .onConflictDoNothing();
  });
}

/**
 * The content type of a library row, as premium_content_types binds it: its content_type column
 * (AI Auto's items carry the type they were written as; docs/decisions/067), else daily_psalm for
 * a daily psalm; null for a library item of no type.
 */
export const contentTypeOf = (row: {
  contentType: UserContentType | null;
  isDailyPsalm: boolean;
}): UserContentType | null => row.contentType ?? (row.isDailyPsalm ? 'daily_psalm' : null);
