import { Mp3Encoder } from '@breezystack/lamejs';
import { describe, expect, it } from 'vitest';
import { generatedDuration, mp3DurationSeconds, readingMinutes } from './duration';

/** `seconds` of a quiet tone encoded as MP3 by lamejs (what the offline voice uses). */
function mp3(seconds: number, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.round(800 * Math.sin(i / 20));
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += 1152) {
    parts.push(Uint8Array.from(encoder.encodeBuffer(samples.subarray(i, i + 1152))));
  }
  parts.push(Uint8Array.from(encoder.flush()));
  return Buffer.concat(parts);
}

describe('generated content duration', () => {
  it('measures an MP3 frame by frame (MPEG 1 and MPEG 2 rates), with an ID3 tag in front', () => {
    expect(mp3DurationSeconds(mp3(3, 44100, 128))).toBeCloseTo(3, 1);
    expect(mp3DurationSeconds(mp3(65, 24000, 48))).toBeCloseTo(65, 0);
    const tag = Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 20, ...new Array(20).fill(0)]);
    expect(mp3DurationSeconds(Buffer.concat([tag, mp3(2, 22050, 32)]))).toBeCloseTo(2, 0);
    expect(mp3DurationSeconds(new Uint8Array(500))).toBeNull();
  });

  it('reads at about 200 words a minute, at least one minute; audio length wins when known', () => {
    expect(readingMinutes('A short prayer.')).toBe(1);
    expect(readingMinutes('word '.repeat(1000))).toBe(5);
    expect(generatedDuration('word '.repeat(1000), { durationSeconds: 150 })).toBe(3);
    expect(generatedDuration('word '.repeat(1000), { durationSeconds: null })).toBe(5);
    expect(generatedDuration('Amen', null)).toBe(1);
  });
});
