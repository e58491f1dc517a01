import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/connection';
import { content } from '../db/schema/content';
import { systemSettings } from '../db/schema/system';
import { releaseDate, utcDate } from '../modules/content/visibility';
import type { EventBus } from '../realtime/bus';
import { defineJob } from './job';

const lastReleaseKey = 'content.release.last_date';

/**
 * Announces content whose day has come (UTC): its scheduled_for, or a daily psalm's psalm_date
 * (docs/decisions/009). Visibility itself is decided by the queries, so nothing is missed if a run
 * is; this tells open apps to show it now. Each day is announced once, including days the server
 * was not running.
 */
export async function releaseScheduledContent(db: Db, bus: EventBus, today = utcDate()) {
  const [last] = await db
    .select()
    .from(systemSettings)
    .where(eq(systemSettings.key, lastReleaseKey))
    .limit(1);
  const since = (last?.value as { date?: string } | undefined)?.date;
  if (since && since >= today) return 0;
  const due = await db
    .select({ id: content.id, title: content.title })
    .from(content)
    .where(
      and(
        eq(content.isPublished, true),
        sql`${releaseDate} <= ${today}`,
        since ? sql`${releaseDate} > ${since}` : sql`${releaseDate} = ${today}`,
      ),
    );
  for (const row of due) {
    await bus.publish({
      type: 'content.changed',
      data: { id: row.id, op: 'publish', title: row.title, is_published: true },
    });
  }
  const value = { date: today };
  await db
    .insert(systemSettings)
    .values({ key: lastReleaseKey, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
  return due.length;
}

export const contentReleaseJob = defineJob({
  name: 'content-release',
  // A minute past midnight UTC, and hourly after that in case the midnight run was missed.
  cron: '1 * * * *',
  payload: z.object({}).passthrough(),
  handle: async (_payload, { database, bus }) => {
    await releaseScheduledContent(database.db, bus);
  },
});
