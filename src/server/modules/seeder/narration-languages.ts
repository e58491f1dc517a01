import { eq, inArray } from 'drizzle-orm';
import { languages, type Language } from '@contracts/languages';
import type { VoicePreset } from '@contracts/enum-values';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import type { Logger } from '@server/logger';
import type { MediaStorage } from '@server/media/storage';
import type { VoiceProvider } from '@server/providers/voice';
import type { EventBus } from '@server/realtime/bus';
import { keepLanguageNarration, narratedVersions, narrationVersion } from '../content';
import { generatedDuration, narrate } from '../psalms';
import { starterNarrationIn, starterTitles } from '@server/modules/starter-library';

// The starter library heard in Portuguese and Spanish (decision 073): each item's title and body in
// the reader's language, read by the voice in that language and kept beside the row's English MP3
// (content's language_narrations), after every English narration of the queue.

/** The languages a starter item is narrated in besides its row's English. */
export const translatedLanguages = languages.filter((language) => language !== 'en');

/**
 * Whether the voice reads `language` in a voice of that language: a voice that would read
 * Portuguese with an English voice (eSpeak NG missing) is not asked, and readers keep the English.
 */
export const speaks = (voice: VoiceProvider, language: Language) =>
  voice.languages?.find((each) => each.language === language)?.support !== 'english';

export type NarrationQueueDeps = {
  db: Db;
  bus: EventBus;
  media: MediaStorage;
  voice: VoiceProvider;
  logger: Logger;
  /** The server is stopping: the item being read is given back, not counted as failed. */
  signal?: AbortSignal;
};

/** A queue entry: an item's id for its English narration, `id:language` for another language's. */
export const entryKey = (id: string, language: Language) =>
  language === 'en' ? id : `${id}:${language}`;

/**
 * Narrates an item in `language` when its readers of that language read a translation of it that
 * has no narration yet; false without a voice call otherwise (gone, edited by staff, not a starter
 * item, done already, or a voice without that language).
 */
export async function narrateInLanguage(
  deps: NarrationQueueDeps,
  entry: { id: string; language: Language; voice: VoicePreset },
) {
  const { id, language } = entry;
  if (!speaks(deps.voice, language)) return false;
  const [row] = await deps.db.select(translatedTexts).from(content).where(eq(content.id, id));
  const text = row ? starterNarrationIn(row, language) : null;
  if (!text) return false;
  if ((await narratedVersions(deps, [id])).has(narrationVersion(id, language, text))) return false;
  const audio = await narrate(deps, text, entry.voice, language, { signal: deps.signal });
  // The length heard in this language, silences included, as the English row's is.
  const durationMinutes = generatedDuration(text, audio);
  return keepLanguageNarration(deps, {
    contentId: id,
    language,
    text,
    audioUrl: audio.url,
    durationMinutes,
  });
}

/** What decides whether an item is read in another language, and in which words. */
export const translatedTexts = {
  id: content.id,
  title: content.title,
  description: content.description,
  body: content.body,
};

/**
 * The language entries (`id:language`) of starter items whose English narration is done but whose
 * translation has none of its current text: an installation narrated before decision 073, or a
 * translation revised since. The installer queues them at each start.
 */
export async function missingLanguageNarrations(db: Db, pending: readonly string[]) {
  const waiting = new Set(pending);
  const rows = await db
    .select(translatedTexts)
    .from(content)
    .where(inArray(content.title, [...starterTitles]));
  const kept = await narratedVersions(
    { db },
    rows.map((row) => row.id),
  );
  return rows
    .filter((row) => !waiting.has(row.id))
    .flatMap((row) =>
      translatedLanguages.flatMap((language) => {
        const text = starterNarrationIn(row, language);
        return text && !kept.has(narrationVersion(row.id, language, text))
          ? [entryKey(row.id, language)]
          : [];
      }),
    );
}
