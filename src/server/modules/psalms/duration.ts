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

// MPEG audio frame header tables (ISO 11172-3 / 13818-3), Layer III only: what TTS services send.
const bitratesKbps = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates = {
  mpeg1: [44100, 48000, 32000],
  mpeg2: [22050, 24000, 16000],
  mpeg25: [11025, 12000, 8000],
};

/** Skips an ID3v2 tag at the start of the file, if any. */
function id3Size(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  const size =
    ((bytes[6]! & 0x7f) << 21) |
    ((bytes[7]! & 0x7f) << 14) |
    ((bytes[8]! & 0x7f) << 7) |
    (bytes[9]! & 0x7f);
  const footer = bytes[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/**
 * The playing time of an MP3 (Layer III), counted frame by frame, so variable bit rates are right;
 * null when the bytes hold no MPEG audio frames. A voice provider that does not report the length
 * (OpenAI's /audio/speech) is measured with this.
 */
export function mp3DurationSeconds(bytes: Uint8Array): number | null {
  let offset = id3Size(bytes);
  let seconds = 0;
  let frames = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) {
      offset += 1;
      continue;
    }
    const versionBits = (b1 >> 3) & 0x03; // 0: MPEG 2.5, 2: MPEG 2, 3: MPEG 1
    const layerBits = (b1 >> 1) & 0x03; // 1: Layer III
    const bitrateIndex = (b2 >> 4) & 0x0f;
    const rateIndex = (b2 >> 2) & 0x03;
    if (
      versionBits === 1 ||
      layerBits !== 1 ||
      bitrateIndex === 0 ||
      bitrateIndex === 15 ||
      rateIndex === 3
    ) {
      offset += 1;
      continue;
    }
    const mpeg1 = versionBits === 3;
    const kbps = (mpeg1 ? bitratesKbps.mpeg1 : bitratesKbps.mpeg2)[bitrateIndex]!;
    const rate = (
      mpeg1 ? sampleRates.mpeg1 : versionBits === 2 ? sampleRates.mpeg2 : sampleRates.mpeg25
    )[rateIndex]!;
    const padding = (b2 >> 1) & 0x01;
    const samples = mpeg1 ? 1152 : 576;
    const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + padding;
    seconds += samples / rate;
    frames += 1;
    offset += length;
  }
  return frames > 0 ? seconds : null;
}
