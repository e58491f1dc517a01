import { describe, expect, it } from 'vitest';
import {
  clippedSamples,
  integratedLufs,
  peakDbfs,
  rmsDbfs,
  spectralRolloffHz,
  voicedSpanSeconds,
  wordCount,
  wordsPerMinute,
} from './voice-measures';

const rate = 16_000;
const tone = (hz: number, seconds: number, amplitude: number) =>
  Float32Array.from({ length: Math.round(seconds * rate) }, (_, i) =>
    Math.max(-1, Math.min(1, amplitude * Math.sin((2 * Math.PI * hz * i) / rate))),
  );

describe('the measures the voice comparison uses', () => {
  it('finds the clipped samples of a tone driven past full scale, and none in a quiet one', () => {
    const clipped = tone(440, 1, 1.5);
    expect(clippedSamples(clipped)).toBeGreaterThan(rate / 4);
    expect(peakDbfs(clipped)).toBeCloseTo(0, 3);
    const quiet = tone(440, 1, 0.5);
    expect(clippedSamples(quiet)).toBe(0);
    expect(peakDbfs(quiet)).toBeCloseTo(-6.02, 1);
  });

  it('gives a sine its known levels: RMS 3 dB under its peak, and BS.1770 loudness', () => {
    const sine = tone(1000, 3, 0.5);
    expect(rmsDbfs(sine)).toBeCloseTo(-9.03, 1);
    // BS.1770's calibration: a 1 kHz sine on one channel reads as its RMS level (-3.01 LUFS at
    // full scale), so this one is -9.03 LUFS.
    expect(Math.abs(integratedLufs(sine, rate) + 9.03)).toBeLessThan(0.1);
    expect(integratedLufs(new Float32Array(rate * 2), rate)).toBe(-Infinity);
  });

  it('times the voiced span without the silence before and after', () => {
    const signal = new Float32Array(rate * 4);
    signal.set(tone(300, 2, 0.3), rate);
    expect(voicedSpanSeconds(signal, rate)).toBeCloseTo(2, 1);
  });

  it('counts the words a reader counts and computes the pace', () => {
    expect(wordCount('The Lord is my shepherd; — I shall lack nothing. 23')).toBe(10);
    expect(wordsPerMinute('one two three four five six', 4)).toBe(90);
    expect(wordsPerMinute('anything', 0)).toBe(0);
  });

  it('puts the spectral roll-off of a tone at its frequency', () => {
    expect(spectralRolloffHz(tone(1000, 1, 0.5), rate)).toBeGreaterThan(950);
    expect(spectralRolloffHz(tone(1000, 1, 0.5), rate)).toBeLessThan(1100);
  });
});
