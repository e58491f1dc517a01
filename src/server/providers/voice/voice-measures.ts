// Measures of a narration's sound that need no listener (decision 074 compares the offline voices
// with them): level and clipping, loudness, pace and bandwidth. Samples are floats in [-1, 1], as
// an MP3 decoder gives them.
import FFT from 'fft.js';
import { createLoudnessMeter } from '@server/media/audio/loudness.mjs';

/** A sample this close to full scale is taken as clipped (an MP3 decoder rarely gives exactly 1). */
export const clipThreshold = 0.999;

const dbOf = (power: number) => (power > 0 ? 10 * Math.log10(power) : -Infinity);

/** The highest absolute sample, in dB below full scale (0 is full scale). */
export function peakDbfs(samples: Float32Array): number {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return 2 * dbOf(peak);
}

/** How many samples sit at full scale: any is a sign that the engine's output was clipped. */
export function clippedSamples(samples: Float32Array, threshold = clipThreshold): number {
  let count = 0;
  for (const sample of samples) if (Math.abs(sample) >= threshold) count++;
  return count;
}

/** The root-mean-square level over the whole signal, in dBFS. */
export function rmsDbfs(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return dbOf(sum / Math.max(1, samples.length));
}

/** Integrated loudness in LUFS (ITU-R BS.1770-4, one channel); silence is -Infinity. */
export function integratedLufs(samples: Float32Array, sampleRate: number): number {
  const meter = createLoudnessMeter(sampleRate);
  meter.push(samples);
  return meter.integrated();
}

/** Seconds from the first to the last 10 ms that is louder than -50 dBFS (no lead-in or tail). */
export function voicedSpanSeconds(samples: Float32Array, sampleRate: number): number {
  const frame = Math.max(1, Math.round(sampleRate / 100));
  let first = -1;
  let last = -1;
  for (let start = 0, index = 0; start < samples.length; start += frame, index++) {
    if (rmsDbfs(samples.subarray(start, start + frame)) > -50) {
      if (first < 0) first = index;
      last = index;
    }
  }
  return first < 0 ? 0 : ((last - first + 1) * frame) / sampleRate;
}

/** The words of a text, as a reader counts them (numbers and hyphenated words count once). */
export const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Words a minute over the voiced span: the pace a listener hears. */
export function wordsPerMinute(text: string, seconds: number): number {
  return seconds > 0 ? (wordCount(text) * 60) / seconds : 0;
}

/** The power of each frequency bin of a real frame, up to half the sample rate. */
function fftPower(fft: FFT, frame: Float64Array): Float64Array {
  const spectrum: number[] = fft.createComplexArray();
  fft.realTransform(spectrum, frame);
  const power = new Float64Array(frame.length / 2);
  for (let k = 0; k < power.length; k++)
    power[k] = spectrum[2 * k]! ** 2 + spectrum[2 * k + 1]! ** 2;
  return power;
}

/**
 * The frequency below which `share` of the signal's energy lies (Hann-windowed 2048-sample
 * frames, summed): how much of the voice's brightness the engine keeps. A 16 kHz voice cannot
 * pass 8 kHz.
 */
export function spectralRolloffHz(samples: Float32Array, sampleRate: number, share = 0.95) {
  const size = 2048;
  const total = new Float64Array(size / 2);
  const frame = new Float64Array(size);
  const fft = new FFT(size);
  for (let start = 0; start + size <= samples.length; start += size) {
    for (let i = 0; i < size; i++)
      frame[i] = samples[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1)));
    fftPower(fft, frame).forEach((power, bin) => (total[bin] = total[bin]! + power));
  }
  const energy = total.reduce((a, b) => a + b, 0);
  if (energy === 0) return 0;
  let running = 0;
  for (let bin = 0; bin < total.length; bin++) {
    running += total[bin]!;
    if (running >= share * energy) return (bin * sampleRate) / size;
  }
  return sampleRate / 2;
}
