import { and, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { allows } from '../../auth/require-permission';
import { content } from '../../db/schema/content';
import type { Viewer } from '../../http/env';

/** Today's date in UTC: scheduled content appears when its date has come in UTC. */
export const utcToday = sql<string>`(now() at time zone 'utc')::date`;

/** Content a user (not staff) may see: published and not scheduled for a later day. */
export const visibleToUsers: SQL = and(
  sql`${content.isPublished}`,
  or(isNull(content.scheduledFor), lte(content.scheduledFor, utcToday)),
)!;

/** Staff with the content permission see everything; everyone else only what is visible. */
export const canSeeAllContent = (viewer: Viewer | null) => allows(viewer, 'content');

export function visibilityFor(viewer: Viewer | null): SQL | undefined {
  return canSeeAllContent(viewer) ? undefined : visibleToUsers;
}

/** Whether a row is visible to users right now (for realtime events). */
export function isVisibleNow(
  row: { isPublished: boolean; scheduledFor: string | null },
  today: string,
) {
  return row.isPublished && (row.scheduledFor === null || row.scheduledFor <= today);
}
