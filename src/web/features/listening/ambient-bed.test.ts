import { describe, expect, it } from 'vitest';
import {
  ambientLoopSeconds,
  ambientPeak,
  ambientSampleRate,
  ambientSamples,
  wavOf,
} from './ambient-bed';

const rms = (values: Float32Array) =>
  Math.sqrt(values.reduce((sum, value) => sum + value * value, 0) / values.length);

/** The largest step between neighbouring samples, as a share of the bed's peak. */
function largestStep(values: Float32Array) {
  let step = 0;
  for (let i = 1; i < values.length; i += 1)
    step = Math.max(step, Math.abs(values[i]! - values[i - 1]!));
  return step;
}

describe('the ambient bed', () => {
  const bed = ambientSamples();

  it('is one quiet loop under the voice, never silent and never loud', () => {
    expect(bed).toHaveLength(ambientSampleRate * ambientLoopSeconds);
    const peak = bed.reduce((most, value) => Math.max(most, Math.abs(value)), 0);
    expect(peak).toBeCloseTo(ambientPeak, 5);
    // About -40 dBFS on average: heard in a quiet room, far under narration at about -16 LUFS.
    expect(20 * Math.log10(rms(bed))).toBeGreaterThan(-50);
    expect(20 * Math.log10(rms(bed))).toBeLessThan(-30);
  });

  it('loops without a click: its end runs into its start as any two samples do', () => {
    const seam = Math.abs(bed[0]! - bed[bed.length - 1]!);
    expect(seam).toBeLessThanOrEqual(largestStep(bed));
  });

  it('is a low rumble, with no hiss', () => {
    // Neighbouring samples of a sound below ~400 Hz at 8 kHz barely differ: the step's energy is a
    // small share of the signal's (white noise would give about √2).
    const steps = bed.slice(1).map((value, i) => value - bed[i]!);
    expect(rms(steps) / rms(bed)).toBeLessThan(0.35);
  });

  it('is the same bed on every device', () => {
    expect(ambientSamples()).toEqual(bed);
  });

  it('is written as a 16-bit mono WAV a browser plays', () => {
    const wav = new DataView(wavOf(bed, ambientSampleRate));
    const text = (at: number) =>
      String.fromCharCode(...[0, 1, 2, 3].map((i) => wav.getUint8(at + i)));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.getUint16(22, true)).toBe(1);
    expect(wav.getUint32(24, true)).toBe(ambientSampleRate);
    expect(wav.getUint16(34, true)).toBe(16);
    expect(wav.getUint32(40, true)).toBe(bed.length * 2);
    expect(wav.byteLength).toBe(44 + bed.length * 2);
  });
});
