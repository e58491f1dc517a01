import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Language } from '@contracts/languages';
import { content } from '@server/db/schema/content';
import { languageNarrations } from '@server/db/schema/listening';
import { isPgError, pgCodes } from '@server/lib/pg-error';
import { announce, announced } from './announce';
import { removeOwnAudio } from './audio';
import type { ContentWriteDeps } from './writes';

// An item's narration in a reader's language (decision 073) is kept here by whoever made it (the
// starter-narration job); ./language-narrations.ts decides who hears it. Content owns the table
// because it owns what an item sounds like.

/** The key of a version of a narrated text: SHA-256 of exactly what the voice read. */
export const narrationHashOf = (text: string) => createHash('sha256').update(text).digest('hex');

export type LanguageNarration = {
  contentId: string;
  language: Language;
  /** What was read aloud, title and body, in `language`. */
  text: string;
  audioUrl: string;
  durationMinutes: number;
};

const versionKey = (contentId: string, language: Language, textHash: string) =>
  `${contentId} ${language} ${textHash}`;

/** How one version of an item's narration in a language is named in narratedVersions' answer. */
export const narrationVersion = (contentId: string, language: Language, text: string) =>
  versionKey(contentId, language, narrationHashOf(text));

/** The versions of these items' narrations kept in any language (see narrationVersion). */
export async function narratedVersions(
  deps: Pick<ContentWriteDeps, 'db'>,
  contentIds: readonly string[],
): Promise<ReadonlySet<string>> {
  if (contentIds.length === 0) return new Set();
  const rows = await deps.db
    .select({
      contentId: languageNarrations.contentId,
      language: languageNarrations.language,
      textHash: languageNarrations.textHash,
    })
    .from(languageNarrations)
    .where(inArray(languageNarrations.contentId, [...contentIds]));
  return new Set(rows.map((row) => versionKey(row.contentId, row.language, row.textHash)));
}

/**
 * Keeps a narration made for an item in a language and tells open apps the item changed (its
 * audio and length do for those readers, and the kept library pages must go). False when the item
 * is gone or had that version already (another instance): our file, used by nobody, is removed.
 */
export async function keepLanguageNarration(deps: ContentWriteDeps, narration: LanguageNarration) {
  const { contentId, language, audioUrl, durationMinutes } = narration;
  let kept = false;
  try {
    const stored = await deps.db
      .insert(languageNarrations)
      .values({
        contentId,
        language,
        textHash: narrationHashOf(narration.text),
        audioUrl,
        durationMinutes,
      })
      .onConflictDoNothing()
      .returning({ audioUrl: languageNarrations.audioUrl });
    kept = stored.length > 0;
  } catch (error) {
    // The item was deleted while it was read: the foreign key refuses the row.
    if (!isPgError(error, pgCodes.foreignKeyViolation)) throw error;
  }
  if (!kept) {
    await removeOwnAudio(deps.media, audioUrl);
    return false;
  }
  const [row] = await deps.db.select(announced).from(content).where(eq(content.id, contentId));
  if (row) await announce(deps.bus, 'update', row);
  return true;
}
