import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Language } from '@contracts/languages';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { languageNarrations } from '@server/db/schema/listening';
import { starterNarrationIn, starterTitles } from '@server/modules/starter-library';
import { narrationHashOf } from './language-narration-store';

// Who hears an item's narration in their language (decision 073): a reader of that language, of a
// starter item whose row still holds the starter text, for the version of the translation they
// read (its hash), while the row's own audio is the generated narration (a person's recording or a
// link staff chose is everyone's). Anyone else hears the row's audio. The translations are the
// starter library's (modules/starter-library).

/** The audio a reader hears in place of the row's, and the length that audio lasts. */
export type HeardNarration = { audioUrl: string; durationMinutes: number };

const starterTitleSet = new Set(starterTitles);

/** Whether the row's audio is its generated narration or none: then a reader's own may replace it. */
const replaceable = (row: {
  audioUrl: string | null;
  audioGenerated: boolean;
  audioReadBy: string | null;
}) => row.audioReadBy === null && (row.audioUrl === null || row.audioGenerated);

/** Whether a kept narration is of the text a reader of its language reads of the row now. */
const current = (row: {
  title: string;
  description: string | null;
  body: string | null;
  language: Language;
  textHash: string;
}) => {
  const text = starterNarrationIn(row, row.language);
  return text !== null && narrationHashOf(text) === row.textHash;
};

/**
 * The narrations readers of `language` hear of these items (stored titles), by item id: only
 * items with one of their own. English readers, staff and staff's items ask the database nothing.
 */
export async function narrationsHeardIn(
  db: Db,
  items: readonly { id: string; title: string }[],
  language: Language,
): Promise<ReadonlyMap<string, HeardNarration>> {
  const heard = new Map<string, HeardNarration>();
  if (language === 'en') return heard;
  const ids = items.filter((item) => starterTitleSet.has(item.title)).map((item) => item.id);
  if (ids.length === 0) return heard;
  const rows = await db
    .select({
      contentId: languageNarrations.contentId,
      language: languageNarrations.language,
      textHash: languageNarrations.textHash,
      audioUrl: languageNarrations.audioUrl,
      durationMinutes: languageNarrations.durationMinutes,
      title: content.title,
      description: content.description,
      body: content.body,
      rowAudioUrl: content.audioUrl,
      audioGenerated: content.audioGenerated,
      audioReadBy: content.audioReadBy,
    })
    .from(languageNarrations)
    .innerJoin(content, eq(content.id, languageNarrations.contentId))
    .where(
      and(eq(languageNarrations.language, language), inArray(languageNarrations.contentId, ids)),
    );
  for (const row of rows) {
    if (!current(row) || !replaceable({ ...row, audioUrl: row.rowAudioUrl })) continue;
    heard.set(row.contentId, { audioUrl: row.audioUrl, durationMinutes: row.durationMinutes });
  }
  return heard;
}

/** An item as a reader hears it: their language's narration and its length, when they have one. */
export function asHeard<T extends { id: string; audioUrl: string | null; durationMinutes: number }>(
  item: T,
  heard: ReadonlyMap<string, HeardNarration>,
): T {
  const own = heard.get(item.id);
  return own ? { ...item, audioUrl: own.audioUrl, durationMinutes: own.durationMinutes } : item;
}

/**
 * Drops the narrations nobody hears any more (decision 068's prune): staff edited the item, so
 * its translation ended, or the translation in code changed since it was read. Only items last
 * edited before `editedBefore` are looked at, so a member already listening can finish; the files
 * are then named by no row, and the media cleanup removes them. Answers how many rows went.
 */
export async function pruneStaleLanguageNarrations(db: Db, editedBefore: Date) {
  const rows = await db
    .select({
      contentId: languageNarrations.contentId,
      language: languageNarrations.language,
      textHash: languageNarrations.textHash,
      title: content.title,
      description: content.description,
      body: content.body,
    })
    .from(languageNarrations)
    .innerJoin(content, eq(content.id, languageNarrations.contentId))
    .where(lt(content.updatedAt, editedBefore));
  const stale = rows.filter((row) => !current(row));
  for (const row of stale) {
    await db
      .delete(languageNarrations)
      .where(
        and(
          eq(languageNarrations.contentId, row.contentId),
          eq(languageNarrations.language, row.language),
          eq(languageNarrations.textHash, row.textHash),
        ),
      );
  }
  return stale.length;
}
