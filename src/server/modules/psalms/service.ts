import type { z } from 'zod';
import type { Language } from '@contracts/enums';
import {
  noPsalmGenerated,
  savePsalmInput,
  type generatePsalmInput,
  type RecentPsalm,
  type SavePsalmInput,
} from '@contracts/psalms';
import { appError, conflict } from '@server/http/app-error';
import { isPgError, pgCodes } from '@server/lib/pg-error';
import type { TextProvider } from '@server/providers/text';
import { recordAudit, type AuditActor } from '@server/modules/audit/service';
import { deleteContentWhere, insertContent, type ContentWriteDeps } from '../content';
import { generatedDuration } from './duration';
import { generationError } from './errors';
import { narrate, type NarrationDeps } from './narration';
import { expiredPsalms, toRecentPsalm } from './queries';
import { apiText } from '@server/lib/i18n/texts';

/** The database, the realtime bus, media storage and both providers (the API's and the jobs'). */
export type PsalmDeps = NarrationDeps & { text: TextProvider };

/** Where every daily psalm lands in the library (created when missing), saved or generated. */
export const dailyPsalmsCategory = { name: 'Daily Psalms', color: '#8B5CF6' };

/** The languages' names in the portal's (English) messages. */
const languageNames: Record<Language, string> = {
  en: 'English',
  pt: 'Portuguese',
  es: 'Spanish',
};

/** Writes a psalm with the text provider in the asked language (nothing is saved). */
export async function writePsalm(text: TextProvider, input: z.output<typeof generatePsalmInput>) {
  let writing;
  try {
    writing = await text.write({ contentType: 'daily_psalm', ...input });
  } catch (error) {
    throw generationError(error, 'Failed to generate psalm');
  }
  if (!writing.text.trim()) throw appError('no_psalm_generated', noPsalmGenerated);
  return { title: writing.title, generatedPsalm: writing.text };
}

/**
 * Saves a daily psalm, published, for its date and language (narrated first when asked, in a voice
 * of that language where the provider has one). A date that already has a published psalm in that
 * language is refused, and an audio file made for a refused save is removed. A psalm saved ahead of
 * its date is announced to staff only: members may not open it before its day.
 */
export async function savePsalm(
  deps: PsalmDeps,
  userId: string | null,
  input: SavePsalmInput,
  /** The staff member publishing it, audited; none for the scheduled job (a system run). */
  actor?: AuditActor,
): Promise<RecentPsalm> {
  const values = savePsalmInput.parse(input);
  const audio = values.narrate
    ? await narrate(deps, values.generatedPsalm, values.voice, values.language)
    : null;
  try {
    const row = await insertContent(
      deps,
      {
        title: values.title,
        description: values.generatedPsalm.slice(0, 280),
        generatedPsalm: values.generatedPsalm,
        psalmPrompt: values.prompt,
        psalmTheme: values.theme,
        psalmDate: values.date,
        language: values.language,
        isDailyPsalm: true,
        contentType: 'daily_psalm',
        isPublished: true,
        audioUrl: audio?.url ?? null,
        audioGenerated: audio !== null,
        // Listening time with audio, reading time without: never "0 min" (generated-duration.test.ts).
        durationMinutes: generatedDuration(values.generatedPsalm, audio),
        createdBy: userId,
      },
      {
        category: dailyPsalmsCategory,
        freshAudio: true,
        onWritten: actor
          ? (tx, saved) =>
              recordAudit(tx, {
                actor,
                action: 'psalm.publish',
                targetType: 'content',
                targetId: saved.id,
                targetLabel: saved.title,
                after: {
                  psalmDate: saved.psalmDate,
                  language: saved.language,
                  narrated: saved.audioUrl !== null,
                },
              })
          : undefined,
      },
    );
    return toRecentPsalm(row);
  } catch (error) {
    // The one-published-psalm-a-day-per-language index (db/schema/content.ts) said no.
    if (isPgError(error, pgCodes.uniqueViolation)) {
      const inLanguage = values.language === 'en' ? '' : ` in ${languageNames[values.language]}`;
      throw conflict(`A daily psalm${inLanguage} is already published for ${values.date}.`, {
        date: `This date already has a published psalm${inLanguage}`,
      });
    }
    throw error;
  }
}

/** Deletes daily psalms dated more than 30 days before `today`, with their audio files. */
export async function deleteExpiredPsalms(deps: ContentWriteDeps, today: string) {
  const n = await deleteContentWhere(deps, expiredPsalms(today));
  return {
    deleted: n,
    message: apiText('psalms.cleanedUp', { n }),
  };
}
