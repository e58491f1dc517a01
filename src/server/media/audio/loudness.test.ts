import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '@server/paths';
import { createLoudnessMeter, kWeighting } from './loudness.mjs';
import { createRecordingTranscoder, RecordingRefused } from './recording-transcoder';

const sine = (rate: number, seconds: number, amplitude: number, hz = 997) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );

const measure = (rate: number, ...parts: Float32Array[]) => {
  const meter = createLoudnessMeter(rate);
  for (const part of parts) meter.push(part);
  return meter;
};

describe('BS.1770 loudness', () => {
  it('has the standard’s K-weighting coefficients at 48 kHz', () => {
    const [shelf, highPass] = kWeighting(48000);
    const close = (values: number[], expected: number[]) =>
      values.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 8));
    close(shelf.b, [1.53512485958697, -2.69169618940638, 1.19839281085285]);
    close(shelf.a, [-1.69065929318241, 0.73248077421585]);
    close(highPass.a, [-1.99004745483398, 0.99007225036621]);
  });

  it.each([48000, 44100, 22050, 8000])(
    'a 1 kHz sine peaking at -20 dBFS is -23 LUFS at %i Hz',
    (rate) => {
      const meter = measure(rate, sine(rate, 5, 10 ** (-20 / 20)));
      expect(meter.integrated()).toBeCloseTo(-23, 1);
      expect(meter.peak()).toBeCloseTo(0.1, 3);
    },
  );

  it('gates out what is 10 LU quieter than the rest, and silence altogether', () => {
    const rate = 48000;
    const loud = sine(rate, 4, 10 ** (-20 / 20));
    const quiet = sine(rate, 4, 10 ** (-50 / 20));
    const silence = new Float32Array(rate * 4);
    // Ungated, the quiet half would bring it to about -26; only the blocks across the step count.
    const gated = measure(rate, loud, quiet, silence).integrated();
    expect(gated).toBeGreaterThan(-23.3);
    expect(gated).toBeLessThan(-22.9);
    expect(measure(rate, silence).integrated()).toBe(-Infinity);
  });

  it('reads a chunked signal as the whole one', () => {
    const rate = 16000;
    const whole = sine(rate, 3, 0.3, 440);
    const chunked = createLoudnessMeter(rate);
    for (let at = 0; at < whole.length; at += 777) chunked.push(whole.subarray(at, at + 777));
    expect(chunked.integrated()).toBeCloseTo(measure(rate, whole).integrated(), 6);
  });
});

describe('the recording transcoder', () => {
  it('refuses a recording longer than its limit before encoding it', async () => {
    const transcoder = createRecordingTranscoder(1);
    const wav = fs.readFileSync(projectPath('tests/fixtures/recordings/loud.wav'));
    try {
      await expect(transcoder.transcode(new Uint8Array(wav))).rejects.toEqual(
        new RecordingRefused('too_long'),
      );
    } finally {
      await transcoder.close();
    }
  });
});
