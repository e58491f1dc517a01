// A quiet ambient bed under meditations and guided sessions: a soft, slowly swelling rumble like a
// distant sea, generated on the device (no file to fetch, offline as well), looped without a seam.
// Its level is set in the samples themselves, well under speech, because a phone may not let a
// page lower an audio element's volume (iOS ignores it).

/** Low enough for the rumble it carries (everything above ~400 Hz is filtered out). */
export const ambientSampleRate = 8000;
/** One loop; the swell's period divides it, so the loop point is inaudible. */
export const ambientLoopSeconds = 16;
const swellSeconds = 8;
const crossfadeSeconds = 1;
/** Peak level, about -26 dBFS: a bed under a voice, never over it. */
export const ambientPeak = 0.05;

/** A small deterministic generator: the same bed on every device, and in tests. */
function noiseSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/** The bed's samples in [-ambientPeak, ambientPeak], `ambientLoopSeconds` long, seamless. */
export function ambientSamples(seed = 7): Float32Array {
  const length = ambientSampleRate * ambientLoopSeconds;
  const fade = ambientSampleRate * crossfadeSeconds;
  const raw = new Float32Array(length + fade);
  const white = noiseSource(seed);
  // Brown noise (leaky integration of white noise), then a one-pole low-pass for a softer edge.
  let brown = 0;
  let soft = 0;
  const smoothing = 1 - Math.exp((-2 * Math.PI * 400) / ambientSampleRate);
  for (let i = 0; i < raw.length; i += 1) {
    brown = (brown + 0.02 * white()) / 1.02;
    soft += smoothing * (brown - soft);
    raw[i] = soft;
  }
  // The loop's head is blended with what follows its tail, so the tail runs on into the head.
  const loop = raw.slice(0, length);
  for (let i = 0; i < fade; i += 1) {
    const share = i / fade;
    loop[i] = raw[i]! * Math.sqrt(share) + raw[length + i]! * Math.sqrt(1 - share);
  }
  let peak = 0;
  for (let i = 0; i < length; i += 1) {
    const swell = 0.7 + 0.3 * Math.sin((2 * Math.PI * i) / (ambientSampleRate * swellSeconds));
    loop[i] = loop[i]! * swell;
    peak = Math.max(peak, Math.abs(loop[i]!));
  }
  const gain = peak > 0 ? ambientPeak / peak : 0;
  for (let i = 0; i < length; i += 1) loop[i] = loop[i]! * gain;
  return loop;
}

/** 16-bit mono PCM WAV of `samples`. */
export function wavOf(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) =>
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, sample)) * 32767), true),
  );
  return buffer;
}

let bedUrl: string | undefined;

/** The bed as an object URL, made once per page load on first use. */
export function ambientBedUrl(): string {
  bedUrl ??= URL.createObjectURL(
    new Blob([wavOf(ambientSamples(), ambientSampleRate)], { type: 'audio/wav' }),
  );
  return bedUrl;
}
