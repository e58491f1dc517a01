import { Mp3Encoder } from '@breezystack/lamejs';
import { id3Size, mp3Frames } from './mp3-frames';

// Silence in a narration is MP3 frames of silence at the voice's own sample rate, so the file stays
// one stream any player reads. One silent frame is encoded per rate and repeated: encoding minutes
// of zeros would cost the server seconds of CPU for nothing.

const silentFrames = new Map<number, Uint8Array>();

/** One steady frame of silence at `rate` (mono, 32 kbps), from the middle of an encoded run. */
function silentFrame(rate: number): Uint8Array {
  let frame = silentFrames.get(rate);
  if (!frame) {
    const encoder = new Mp3Encoder(1, rate, 32);
    const zeros = new Int16Array(1152);
    const chunks: Uint8Array[] = [];
    for (let i = 0; i < 24; i++) chunks.push(encoder.encodeBuffer(zeros));
    chunks.push(encoder.flush());
    const run = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk)));
    const frames = [...mp3Frames(run)];
    const steady = frames[Math.floor(frames.length / 2)]!;
    frame = run.subarray(steady.offset, steady.offset + steady.length);
    silentFrames.set(rate, frame);
  }
  return frame;
}

/** The sample rate of an MP3's first frame, or null when it holds none. */
export function mp3SampleRate(bytes: Uint8Array): number | null {
  for (const frame of mp3Frames(bytes)) return frame.rate;
  return null;
}

/** `seconds` of silence as MP3 frames at `rate`, to the nearest frame. */
export function silentMp3(seconds: number, rate: number): Buffer {
  const frame = silentFrame(rate);
  const samplesPerFrame = rate >= 32_000 ? 1152 : 576;
  const count = Math.round((seconds * rate) / samplesPerFrame);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

/** MP3 parts joined into one stream: the first keeps its ID3 tag, the others' tags are dropped. */
export function joinMp3(parts: readonly Uint8Array[]): Buffer {
  return Buffer.concat(
    parts.map((part, index) => (index === 0 ? part : part.subarray(id3Size(part)))),
  );
}
