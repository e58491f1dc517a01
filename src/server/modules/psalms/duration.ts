import { mp3Frames } from './mp3-frames';

/**
 * How long generated content takes (it once said "0 min": automation/generated-duration.test.ts):
 * the narration's length when there is audio, else the reading time at about 200 words a minute;
 * at least one minute either way.
 */
export const wordsPerMinute = 200;

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/u).filter(Boolean).length;
  return Math.max(1, Math.round(words / wordsPerMinute));
}

export function listeningMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/** duration_minutes of a generated item: its audio's length, or its reading time. */
export function generatedDuration(text: string, audio: { durationSeconds: number | null } | null) {
  return audio?.durationSeconds ? listeningMinutes(audio.durationSeconds) : readingMinutes(text);
}

/**
 * The playing time of an MP3 (Layer III), counted frame by frame, so variable bit rates are right;
 * null when the bytes hold no MPEG audio frames. A voice provider that does not report the length
 * (OpenAI's /audio/speech) is measured with this.
 */
export function mp3DurationSeconds(bytes: Uint8Array): number | null {
  let seconds = 0;
  let frames = 0;
  for (const frame of mp3Frames(bytes)) {
    seconds += frame.samples / frame.rate;
    frames += 1;
  }
  return frames > 0 ? seconds : null;
}
