import type { Language } from '@contracts/languages';
import type { RealtimeContentOp } from '@contracts/realtime';
import { content } from '@server/db/schema/content';
import type { EventBus } from '@server/realtime/bus';
import { isVisibleOn, isVisibleNow, opensOn, utcDate, type VisibilityFields } from './visibility';
import { apiText } from '@server/lib/i18n/texts';

// The only place that builds `content.changed` (docs/decisions/010): who may see an event depends on
// is_published, and that is the visibility rule of ./visibility.ts, not each writer's own idea.

/** What an announcement needs of a written row (`.returning(announced)`). */
export const announced = {
  id: content.id,
  title: content.title,
  isPublished: content.isPublished,
  scheduledFor: content.scheduledFor,
  isDailyPsalm: content.isDailyPsalm,
  psalmDate: content.psalmDate,
  audioUrl: content.audioUrl,
  language: content.language,
};

export type AnnouncedRow = VisibilityFields & { id: string; title: string; language: Language };

/**
 * Tells open apps that an item changed. It says "published" when members may open the item on
 * `day` (the UTC date unless the release job names the day); an item held back by its date also
 * carries the day it opens, which each stream compares with its reader's own day.
 */
export async function announce(
  bus: EventBus,
  op: RealtimeContentOp,
  row: AnnouncedRow,
  day = utcDate(),
) {
  const visible = isVisibleOn(row, day);
  const opens = visible ? undefined : opensOn(row);
  // A Portuguese or Spanish psalm is news only to its own readers (their library lists no other).
  const psalmLanguage = row.isDailyPsalm && row.language !== 'en' ? row.language : undefined;
  await bus.publish({
    type: 'content.changed',
    data: { id: row.id, op, title: row.title, is_published: visible },
    ...(opens ? { opensOn: opens } : {}),
    ...(psalmLanguage ? { psalmLanguage } : {}),
  });
}

/** One event for many new items (a bulk import): clients refetch their list once, not per item. */
export async function announceMany(bus: EventBus, rows: AnnouncedRow[]) {
  if (rows.length === 0) return;
  await bus.publish({
    type: 'content.changed',
    data: {
      id: 'import',
      op: 'insert',
      title: apiText('content.newItems', { n: rows.length }),
      is_published: rows.some((row) => isVisibleNow(row)),
    },
  });
}
