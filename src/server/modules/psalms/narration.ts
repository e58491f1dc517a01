import { and, eq } from 'drizzle-orm';
import type { Language, VoicePreset } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import { appError, notFound } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import type { VoiceProvider } from '@server/providers/voice';
import {
  attachAudio,
  contentAudioFolder,
  viewerDay,
  visibleOn,
  type ContentWriteDeps,
  type NarrateText,
} from '../content';
import { generatedDuration, mp3DurationSeconds } from './duration';
import { narrationParts, type NarrationPart } from './silences';
import { joinMp3, mp3SampleRate, silentMp3 } from './silent-mp3';
import { generationError } from './errors';
import { psalmText } from './queries';

/** A narration saves a file to media and writes it on the psalm's row. */
export type NarrationDeps = ContentWriteDeps & { voice: VoiceProvider };

/**
 * Narrates text to an MP3 in media storage, returning its URL and its length (the provider's, or
 * measured from the MP3's frames when the provider does not say). `language` is the text's: the
 * voice provider reads it with a voice of that language where it has one (docs/decisions/031).
 * The silences the text asks for ("rest in silence for a minute") are kept in the audio
 * (./silences.ts), each part read in turn.
 */
export async function narrate(
  deps: Pick<NarrationDeps, 'voice' | 'media'>,
  text: string,
  voice: VoicePreset,
  language: Language = 'en',
  options: { signal?: AbortSignal } = {},
) {
  try {
    const speech = await speakWithSilences(deps.voice, narrationParts(text, language), {
      voice,
      language,
      signal: options.signal,
    });
    return {
      url: await deps.media.save(contentAudioFolder, speech.audio, 'mp3'),
      durationSeconds: speech.durationSeconds ?? mp3DurationSeconds(speech.audio),
    };
  } catch (error) {
    throw generationError(error, 'Failed to generate audio');
  }
}

/**
 * narrate as the content module asks for it (staff narrating an item's body, content/narration.ts):
 * the file's URL and the item's length in minutes, its narration's or its reading time.
 */
export function textNarrator(deps: Pick<NarrationDeps, 'voice' | 'media'>): NarrateText {
  return async (text, voice, language) => {
    const audio = await narrate(deps, text, voice, language);
    return { url: audio.url, durationMinutes: generatedDuration(text, audio) };
  };
}

/** Reads each part, and joins them with their silences at the voice's own sample rate. */
async function speakWithSilences(
  provider: VoiceProvider,
  parts: NarrationPart[],
  options: { voice: VoicePreset; language: Language; signal?: AbortSignal },
): Promise<{ audio: Buffer; durationSeconds: number | null }> {
  const read = (say: string) =>
    provider.speak(say, options.voice, { language: options.language, signal: options.signal });
  if (parts.length === 1 && 'say' in parts[0]!) return read(parts[0].say);
  const spoken: (Buffer | number)[] = [];
  for (const part of parts)
    spoken.push('say' in part ? (await read(part.say)).audio : part.silence);
  const rate = mp3SampleRate(spoken.find((part) => typeof part !== 'number') as Buffer);
  const audio = joinMp3(
    spoken
      .map((part) => (typeof part === 'number' ? (rate ? silentMp3(part, rate) : null) : part))
      .filter((part) => part !== null),
  );
  return { audio, durationSeconds: mp3DurationSeconds(audio) };
}

/**
 * generateAudio with one narration per psalm at a time on this instance: readers pressing Generate
 * Audio together (or one person sending the request many times) share one paid voice call. Each
 * reader is first checked to be allowed to open the psalm on their day (`timeZone`: the zone their
 * client reports, else their profile's).
 */
export function createPsalmNarrator(deps: NarrationDeps) {
  const inFlight = new Map<string, ReturnType<typeof generateAudio>>();
  return async (id: string, voice: VoicePreset, viewer: Viewer, timeZone?: string) => {
    const day = viewerDay(viewer, timeZone);
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
export async function generateAudio(
  deps: NarrationDeps,
  id: string,
  voice: VoicePreset,
  day: string,
) {
  const row = await narratablePsalm(deps.db, id, day);
  if (row.audioUrl) return { audioUrl: row.audioUrl, audioGenerated: true as const };
  const text = psalmText(row);
  if (!text) throw appError('validation_failed', 'This psalm has no text to read.');
  const audio = await narrate(deps, text, voice, row.language);
  // Another narration got there first: its audio stands (ours is removed) and is answered.
  if (!(await attachAudio(deps, id, audio.url))) return generateAudio(deps, id, voice, day);
  return { audioUrl: audio.url, audioGenerated: true as const };
}
