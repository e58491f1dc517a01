import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { stepNarrations } from '@server/db/schema/listening';
import { narratedText, textHashOf } from './narration';

/**
 * Drops the narrations of versions of an item's text it no longer has (decision 068): nothing asks
 * for them again, since a step is read aloud from its current text. Only items last edited before
 * `editedBefore` are looked at, so a member already listening to the old version can finish. Their
 * files then belong to no row, and the media cleanup removes them. Answers how many rows went.
 */
export async function pruneStaleStepNarrations(db: Db, editedBefore: Date) {
  const rows = await db
    .select({
      contentId: stepNarrations.contentId,
      textHash: stepNarrations.textHash,
      title: content.title,
      description: content.description,
      body: content.body,
      generatedPsalm: content.generatedPsalm,
      isDailyPsalm: content.isDailyPsalm,
    })
    .from(stepNarrations)
    .innerJoin(content, eq(content.id, stepNarrations.contentId))
    .where(lt(content.updatedAt, editedBefore));
  const stale = rows.filter((row) => row.textHash !== textHashOf(narratedText(row)));
  for (const row of stale) {
    await db
      .delete(stepNarrations)
      .where(
        and(eq(stepNarrations.contentId, row.contentId), eq(stepNarrations.textHash, row.textHash)),
      );
  }
  return stale.length;
}
