import { and, desc, eq, gt } from 'drizzle-orm';
import {
  listeningFastestSpeed,
  type ContinueListeningItem,
  type ListeningPosition,
  type ListeningPositionInput,
} from '@contracts/listening';
import { seededItemTexts } from '@contracts/seeder';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { listeningPositions } from '@server/db/schema/listening';
import type { Viewer } from '@server/http/env';
import { afterCursor, cursorKey, toPage } from '@server/http/pagination';
import { contentTypeOf, rulesFor, withhold } from '@server/modules/access';
import { seededTextsLanguage, visibilityFor } from '@server/modules/content';
import { getContent, narrationsHeardIn } from '@server/modules/content/service';
import { addListenedTime, completeOpenProgress } from '@server/modules/progress/service';

// Where each member stopped in each item's audio (decision 064; this module owns
// listening_positions). Every query is scoped to the member: nobody reads another's positions.

const columns = {
  contentId: listeningPositions.contentId,
  positionMs: listeningPositions.positionMs,
  durationMs: listeningPositions.durationMs,
  finishedAt: listeningPositions.finishedAt,
  updatedAt: listeningPositions.updatedAt,
};

type Row = Omit<ListeningPosition, 'finishedAt' | 'updatedAt'> & {
  finishedAt: Date | null;
  updatedAt: Date;
};

const toPosition = (row: Row): ListeningPosition => ({
  contentId: row.contentId,
  positionMs: row.positionMs,
  durationMs: row.durationMs,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * How much audio a save says was heard since the one before: the position's advance, no more than
 * the fastest speed plays in the time between the saves (a seek forward is not listening, a seek
 * back counts nothing). The first save of an item is bounded by its play's start instead.
 */
export function heardSince(
  before: Pick<ListeningPosition, 'positionMs' | 'updatedAt'> | null,
  positionMs: number,
  now: Date,
): number {
  const advance = positionMs - (before?.positionMs ?? 0);
  if (advance <= 0) return 0;
  if (!before) return advance;
  const elapsed = Math.max(now.getTime() - Date.parse(before.updatedAt), 0);
  return Math.min(advance, elapsed * listeningFastestSpeed);
}

/**
 * Saves where the member is in an item they may open (the content module's visibility rule: a
 * draft, an item not yet released on their day or an unknown id is 404). Reaching the end
 * (`finished`) records finished_at, puts the position back to 0 and completes the member's open
 * play of the item; any other save keeps the finished_at of an earlier listen.
 */
export async function savePosition(
  db: Db,
  viewer: Viewer,
  contentId: string,
  input: ListeningPositionInput,
  timeZone?: string,
): Promise<ListeningPosition> {
  await getContent(db, viewer, contentId, timeZone);
  const now = new Date();
  const before = await getPosition(db, viewer, contentId);
  const values = input.finished
    ? { positionMs: 0, durationMs: input.durationMs, finishedAt: now, updatedAt: now }
    : { positionMs: input.positionMs, durationMs: input.durationMs, updatedAt: now };
  const [row] = await db
    .insert(listeningPositions)
    .values({ userId: viewer.id, contentId, ...values })
    .onConflictDoUpdate({
      target: [listeningPositions.userId, listeningPositions.contentId],
      set: values,
    })
    .returning(columns);
  // Heard to the end: the play it belongs to is complete, wherever it began.
  if (input.finished) await completeOpenProgress(db, viewer, contentId);
  await addListenedTime(db, viewer, contentId, heardSince(before, input.positionMs, now), now);
  return toPosition(row!);
}

/** The member's own position in an item, or null while they have none. */
export async function getPosition(
  db: Db,
  viewer: Viewer,
  contentId: string,
): Promise<ListeningPosition | null> {
  const [row] = await db
    .select(columns)
    .from(listeningPositions)
    .where(
      and(eq(listeningPositions.userId, viewer.id), eq(listeningPositions.contentId, contentId)),
    )
    .limit(1);
  return row ? toPosition(row) : null;
}

/**
 * Continue listening: the member's items stopped part way (position above 0), most recently heard
 * first, with the item's title and audio as they may have them now. An item they may no longer open
 * (unpublished since) is left out; a free member's audio is withheld as the Access rules say.
 */
export async function continueListening(
  db: Db,
  viewer: Viewer,
  query: { cursor?: string; limit: number; timeZone?: string },
) {
  const rows = await db
    .select({
      ...columns,
      title: content.title,
      description: content.description,
      audioUrl: content.audioUrl,
      isDailyPsalm: content.isDailyPsalm,
      contentType: content.contentType,
      cursorKey: cursorKey(listeningPositions.updatedAt),
    })
    .from(listeningPositions)
    .innerJoin(content, eq(content.id, listeningPositions.contentId))
    .where(
      and(
        eq(listeningPositions.userId, viewer.id),
        gt(listeningPositions.positionMs, 0),
        visibilityFor(viewer, query.timeZone),
        afterCursor(query.cursor, listeningPositions.updatedAt, listeningPositions.contentId),
      ),
    )
    .orderBy(desc(listeningPositions.updatedAt), desc(listeningPositions.contentId))
    .limit(query.limit + 1);
  const rules = await rulesFor(db, viewer);
  const language = seededTextsLanguage(viewer);
  // A starter item resumes in the narration of the member's language (decision 073).
  const heard = await narrationsHeardIn(
    db,
    rows.map((row) => ({ id: row.contentId, title: row.title })),
    language,
  );
  const page = toPage(
    rows.map((row) => {
      const { title } = seededItemTexts(row, language);
      const audioUrl = heard.get(row.contentId)?.audioUrl ?? row.audioUrl;
      const item: ContinueListeningItem = withhold(
        { ...toPosition(row), title, audioUrl },
        rules,
        contentTypeOf(row),
        [],
      );
      return { ...item, id: row.contentId, cursorKey: row.cursorKey };
    }),
    query.limit,
  );
  return {
    items: page.items.map(({ id: _, ...item }): ContinueListeningItem => item),
    nextCursor: page.nextCursor,
  };
}
