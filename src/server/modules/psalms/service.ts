import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  noPsalmGenerated,
  savePsalmInput,
  widgetExcerptLength,
  type GeneratePsalmInput,
  type SavePsalmInput,
  type WidgetData,
} from '../../../contracts/psalms';
import type { VoicePreset } from '../../../contracts/enums';
import type { Db } from '../../db/connection';
import { content } from '../../db/schema/content';
import { AppError, notFound } from '../../http/app-error';
import type { MediaStorage } from '../../media/storage';
import type { TextProvider } from '../../providers/text';
import type { VoiceProvider } from '../../providers/voice';
import type { EventBus } from '../../realtime/bus';
import { withRunLog } from '../automation/run-log';
import { holdCategoryNamed } from '../categories/hold';
import { releaseAudio } from '../content/audio';
import { isVisibleNow, visibleOn } from '../content/visibility';
import { generationError } from './errors';
import { expiredPsalms, psalmText, readersPsalm } from './queries';

export type PsalmDeps = {
  db: Db;
  bus: EventBus;
  text: TextProvider;
  voice: VoiceProvider;
  media: MediaStorage;
};

const dailyPsalmsCategory = 'Daily Psalms';

/** Writes a psalm with the text provider (nothing is saved). */
export async function writePsalm(text: TextProvider, input: GeneratePsalmInput) {
  let writing;
  try {
    writing = await text.write({ contentType: 'daily_psalm', ...input });
  } catch (error) {
    throw generationError(error, 'Failed to generate psalm');
  }
  if (!writing.text.trim()) throw new AppError(422, 'no_psalm_generated', noPsalmGenerated);
  return { title: writing.title, generatedPsalm: writing.text };
}

/** Narrates text to an MP3 in media storage, returning its URL. */
export async function narrate(
  deps: Pick<PsalmDeps, 'voice' | 'media'>,
  text: string,
  voice: VoicePreset,
) {
  try {
    const speech = await deps.voice.speak(text, voice);
    return {
      url: await deps.media.save('psalms', speech.audio, 'mp3'),
      durationSeconds: speech.durationSeconds,
    };
  } catch (error) {
    throw generationError(error, 'Failed to generate audio');
  }
}

const isUniqueViolation = (error: unknown) =>
  [
    (error as { code?: string }).code,
    (error as { cause?: { code?: string } }).cause?.code,
  ].includes('23505');

/**
 * Saves a daily psalm, published, for its date (narrated first when asked). A date that already has
 * a published psalm is refused, and an audio file made for a refused save is removed. A psalm saved
 * ahead of its date is announced to staff only: members may not open it before its day.
 */
export async function savePsalm(deps: PsalmDeps, userId: string | null, input: SavePsalmInput) {
  const values = savePsalmInput.parse(input);
  const audio = values.narrate ? await narrate(deps, values.generatedPsalm, values.voice) : null;
  let row;
  try {
    row = await deps.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(content)
        .values({
          title: values.title,
          description: values.generatedPsalm.slice(0, 280),
          generatedPsalm: values.generatedPsalm,
          psalmPrompt: values.prompt,
          psalmTheme: values.theme,
          psalmDate: values.date,
          isDailyPsalm: true,
          isPublished: true,
          audioUrl: audio?.url ?? null,
          audioGenerated: audio !== null,
          durationMinutes: audio?.durationSeconds
            ? Math.max(1, Math.round(audio.durationSeconds / 60))
            : 0,
          // Held until the psalm is in: a delete of the category meanwhile waits, then sees it.
          categoryId: await holdCategoryNamed(tx, dailyPsalmsCategory, '#8B5CF6'),
          createdBy: userId,
        })
        .returning();
      return saved!;
    });
  } catch (error) {
    if (audio) await deps.media.remove(audio.url);
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        'conflict',
        `A daily psalm is already published for ${values.date}.`,
        { date: 'This date already has a published psalm' },
      );
    }
    throw error;
  }
  await deps.bus.publish({
    type: 'content.changed',
    data: { id: row.id, op: 'insert', title: row.title, is_published: isVisibleNow(row) },
  });
  return row;
}

/**
 * generateAudio with one narration per psalm at a time on this instance: readers pressing Generate
 * Audio together (or one person sending the request many times) share one paid voice call. Each
 * reader is first checked to be allowed to open the psalm on their day.
 */
export function createPsalmNarrator(deps: PsalmDeps) {
  const inFlight = new Map<string, ReturnType<typeof generateAudio>>();
  return async (id: string, voice: VoicePreset, day: string) => {
    await narratablePsalm(deps.db, id, day);
    const running = inFlight.get(id);
    if (running) return running;
    const narration = generateAudio(deps, id, voice, day).finally(() => inFlight.delete(id));
    inFlight.set(id, narration);
    return narration;
  };
}

/** A daily psalm that a member whose day is `day` may open (404 otherwise: its text is not theirs yet). */
async function narratablePsalm(db: Db, id: string, day: string) {
  const [row] = await db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.isDailyPsalm, true), visibleOn(day)))
    .limit(1);
  if (!row) throw notFound('That psalm');
  return row;
}

/**
 * Narrates a daily psalm that the reader may open and that has text and no audio yet, saving the
 * file on the row (audio_generated true). Asked twice at once, the second keeps the first's audio.
 */
export async function generateAudio(deps: PsalmDeps, id: string, voice: VoicePreset, day: string) {
  const row = await narratablePsalm(deps.db, id, day);
  if (row.audioUrl) return { audioUrl: row.audioUrl, audioGenerated: true as const };
  const text = psalmText(row);
  if (!text) throw new AppError(400, 'validation_failed', 'This psalm has no text to read.');
  const audio = await narrate(deps, text, voice);
  const [updated] = await deps.db
    .update(content)
    .set({ audioUrl: audio.url, audioGenerated: true })
    .where(and(eq(content.id, id), isNull(content.audioUrl)))
    .returning();
  if (!updated) {
    await deps.media.remove(audio.url);
    return generateAudio(deps, id, voice, day);
  }
  await deps.bus.publish({
    type: 'content.changed',
    data: { id, op: 'update', title: updated.title, is_published: isVisibleNow(updated) },
  });
  return { audioUrl: audio.url, audioGenerated: true as const };
}

/**
 * Deletes daily psalms dated more than 30 days ago with their audio files. Whether the 02:00 job or
 * the Admins tab button runs it, it is logged in the automation log (action cleanup).
 */
export async function cleanupOldPsalms(
  deps: Pick<PsalmDeps, 'db' | 'media' | 'bus'>,
  today: string,
) {
  return withRunLog(
    deps.db,
    { contentType: 'daily_psalm', action: 'cleanup', testRun: false },
    () => deleteExpiredPsalms(deps, today),
  );
}

async function deleteExpiredPsalms(deps: Pick<PsalmDeps, 'db' | 'media' | 'bus'>, today: string) {
  const expired = await deps.db
    .select({
      id: content.id,
      title: content.title,
      audioUrl: content.audioUrl,
      isPublished: content.isPublished,
      scheduledFor: content.scheduledFor,
      isDailyPsalm: content.isDailyPsalm,
      psalmDate: content.psalmDate,
    })
    .from(content)
    .where(expiredPsalms(today));
  if (expired.length > 0) {
    await deps.db.delete(content).where(
      inArray(
        content.id,
        expired.map((row) => row.id),
      ),
    );
    for (const row of expired) {
      await releaseAudio(deps.db, deps.media, row.audioUrl);
      // A test run's draft is announced to staff only, like any item members may not open.
      await deps.bus.publish({
        type: 'content.changed',
        data: { id: row.id, op: 'delete', title: row.title, is_published: isVisibleNow(row) },
      });
    }
  }
  const n = expired.length;
  return {
    deleted: n,
    message:
      n === 0
        ? 'No psalms older than 30 days to clean up'
        : `Deleted ${n} psalm${n === 1 ? '' : 's'} older than 30 days`,
  };
}

const formatDuration = (minutes: number) => (minutes > 0 ? `${minutes}:00` : '2:30');

/** The widget's view of today's psalm (UTC date: widgets poll anonymously). */
export async function latestContent(db: Db, today: string): Promise<WidgetData | null> {
  const row = await readersPsalm(db, today);
  if (!row) return null;
  return {
    widgetId: 'daily-psalm',
    title: row.title,
    content: psalmText(row).slice(0, widgetExcerptLength),
    audioUrl: row.audioUrl,
    date: row.psalmDate!,
    duration: formatDuration(row.durationMinutes),
  };
}
