import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { listeningFastestSpeed } from '@contracts/listening';
import {
  maxSessionMinutes,
  type ProgressListQuery,
  type ProgressSession,
} from '@contracts/progress';
import type { Db } from '@server/db/connection';
import { userProgress } from '@server/db/schema/content';
import { notFound } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { afterCursor, cursorKey, toPage } from '@server/http/pagination';
import { getContent } from '@server/modules/content/service';

// The member's reading and listening sessions (user_progress; this module is its one owner). Every
// query is scoped to the member: another person's session is indistinguishable from none (404).

const columns = {
  id: userProgress.id,
  contentId: userProgress.contentId,
  startedAt: userProgress.createdAt,
  completedAt: userProgress.completedAt,
  sessionDurationMinutes: userProgress.sessionDurationMinutes,
};

type Row = { id: string; contentId: string; startedAt: Date; completedAt: Date | null } & Pick<
  ProgressSession,
  'sessionDurationMinutes'
>;

const toSession = ({ startedAt, completedAt, ...row }: Row): ProgressSession => ({
  ...row,
  startedAt: startedAt.toISOString(),
  completedAt: completedAt?.toISOString() ?? null,
});

const missing = () => notFound('That progress');

/** A play counts at most a day of listening, as a session counts at most a day of minutes. */
const maxListenedMs = maxSessionMinutes * 60_000;

/** Whole minutes from start to finish, rounded, never negative, at most a day. */
export function sessionMinutes(startedAt: Date, completedAt: Date) {
  const minutes = Math.round((completedAt.getTime() - startedAt.getTime()) / 60_000);
  return Math.min(Math.max(minutes, 0), maxSessionMinutes);
}

/**
 * Starts a session of an item the viewer may open (the content module's visibility rule: a draft,
 * an item not yet released on their day or an unknown id is 404). The start time is the server's.
 */
export async function startProgress(
  db: Db,
  viewer: Viewer,
  contentId: string,
  timeZone?: string,
): Promise<ProgressSession> {
  await getContent(db, viewer, contentId, timeZone);
  const [row] = await db
    .insert(userProgress)
    .values({ userId: viewer.id, contentId, createdAt: new Date() })
    .returning(columns);
  return toSession(row!);
}

/**
 * Completes one of the viewer's own sessions: completed_at now and the minutes since it started.
 * Completing it again changes nothing and answers the session as first completed.
 */
export async function completeProgress(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<ProgressSession> {
  const own = and(eq(userProgress.id, id), eq(userProgress.userId, viewer.id));
  const [current] = await db.select(columns).from(userProgress).where(own).limit(1);
  if (!current) throw missing();
  if (current.completedAt) return toSession(current);
  const completedAt = new Date();
  // Only an open session is completed: of two racing completions, the first one's figures stay.
  const [updated] = await db
    .update(userProgress)
    .set({ completedAt, sessionDurationMinutes: sessionMinutes(current.startedAt, completedAt) })
    .where(and(own, isNull(userProgress.completedAt)))
    .returning(columns);
  if (updated) return toSession(updated);
  const [settled] = await db.select(columns).from(userProgress).where(own).limit(1);
  if (!settled) throw missing();
  return toSession(settled);
}

/**
 * Completes the viewer's latest open session of an item, if there is one: a listen resumed on
 * another device, or after a reload, is the play that began there and ends here (decision 064).
 */
export async function completeOpenProgress(db: Db, viewer: Viewer, contentId: string) {
  const [open] = await db
    .select({ id: userProgress.id })
    .from(userProgress)
    .where(
      and(
        eq(userProgress.userId, viewer.id),
        eq(userProgress.contentId, contentId),
        isNull(userProgress.completedAt),
      ),
    )
    .orderBy(desc(userProgress.createdAt))
    .limit(1);
  if (open) await completeProgress(db, viewer, open.id);
}

/**
 * Adds audio the viewer heard of an item to their latest play of it (open, or the one just
 * completed by reaching the end): a play paused part way still counts the minutes heard.
 */
export async function addListenedTime(
  db: Db,
  viewer: Viewer,
  contentId: string,
  ms: number,
  now = new Date(),
) {
  if (ms <= 0) return;
  const latest = db
    .select({ id: userProgress.id })
    .from(userProgress)
    .where(and(eq(userProgress.userId, viewer.id), eq(userProgress.contentId, contentId)))
    .orderBy(desc(userProgress.createdAt))
    .limit(1);
  await db
    .update(userProgress)
    // Never more than the fastest speed plays since the play began, nor more than a day.
    .set({
      listenedMs: sql`least(
        ${userProgress.listenedMs} + ${Math.round(ms)},
        greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${userProgress.createdAt})) * 1000 * ${listeningFastestSpeed}, 0)::int,
        ${maxListenedMs}
      )`,
    })
    .where(inArray(userProgress.id, latest));
}

/** The viewer's own sessions, newest first, optionally of one item. */
export async function listProgress(
  db: Db,
  viewer: Viewer,
  query: ProgressListQuery & { limit: number },
) {
  const rows = await db
    .select({ ...columns, cursorKey: cursorKey(userProgress.createdAt) })
    .from(userProgress)
    .where(
      and(
        eq(userProgress.userId, viewer.id),
        query.contentId ? eq(userProgress.contentId, query.contentId) : undefined,
        afterCursor(query.cursor, userProgress.createdAt, userProgress.id),
      ),
    )
    .orderBy(desc(userProgress.createdAt), desc(userProgress.id))
    .limit(query.limit + 1);
  return toPage(
    rows.map(({ cursorKey: key, ...row }) => ({ ...toSession(row), cursorKey: key })),
    query.limit,
  );
}
