import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { readSetting, writeSetting } from '@server/db/settings';
import type { EventBus } from '@server/realtime/bus';
import { announce, announced } from './announce';
import { releaseDate, utcDate } from './visibility';

const lastReleaseKey = 'content.release.last_date';

/**
 * Announces content whose day has come (UTC): its scheduled_for, or a daily psalm's psalm_date
 * (docs/decisions/009). Visibility itself is decided by the queries, so nothing is missed if a run
 * is; this tells open apps to show it now. Each day is announced once, including days the server
 * was not running.
 */
export async function releaseScheduledContent(db: Db, bus: EventBus, today = utcDate()) {
  const last = await readSetting(db, lastReleaseKey);
  const since = (last as { date?: string } | undefined)?.date;
  if (since && since >= today) return 0;
  const due = await db
    .select(announced)
    .from(content)
    .where(
      and(
        eq(content.isPublished, true),
        sql`${releaseDate} <= ${today}`,
        since ? sql`${releaseDate} > ${since}` : sql`${releaseDate} = ${today}`,
      ),
    );
  // Announced as of `today`, the day that released them: members may open each of them now.
  for (const row of due) await announce(bus, 'publish', row, today);
  await writeSetting(db, lastReleaseKey, { date: today });
  return due.length;
}
