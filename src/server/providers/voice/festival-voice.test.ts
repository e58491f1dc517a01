import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, describe, expect, it } from 'vitest';
import { backgroundNice } from '@server/lib/lower-thread-priority.mjs';
import { serverSourcePath } from '@server/paths';
import { alive } from '@server/test/os-tasks';
import { ProviderError } from '../provider-error';
import { createFestivalEngine, findFestival } from './festival-voice';
import { createOfflineVoice } from './offline-voice';

// Festival is a system program, used only where Debian installed it (decision 074). These tests
// run it as a stand-in (src/server/test/fake-text2wave.mjs) so that they prove the same on a
// machine with or without Festival: what it reads, how it is found, and that a text2wave which
// hangs is killed, on its timeout or on the caller's abort.
const fake = serverSourcePath('test/fake-text2wave.mjs');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-test-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

async function rateOf(mp3: Buffer) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const { sampleRate } = decoder.decode(new Uint8Array(mp3));
  decoder.free();
  return sampleRate;
}

/** The process id the stand-in wrote once it started hanging. */
async function startedPid(file: string) {
  await expect
    .poll(() => fs.existsSync(file) && fs.readFileSync(file, 'utf8').length > 0)
    .toBe(true);
  return Number(fs.readFileSync(file, 'utf8'));
}

describe('Festival, when installed', () => {
  it('is found by its text2wave and the voices it has, and not found without them', () => {
    const bin = path.join(scratch, 'bin');
    const voices = path.join(scratch, 'voices');
    fs.mkdirSync(bin, { recursive: true });
    fs.copyFileSync(fake, path.join(bin, 'text2wave'));
    fs.chmodSync(path.join(bin, 'text2wave'), 0o755);
    expect(findFestival([bin], voices)).toBeNull();
    fs.mkdirSync(path.join(voices, 'us/cmu_us_slt_arctic_hts'), { recursive: true });
    expect(findFestival(['/nowhere', bin], voices)).toEqual({
      command: path.join(bin, 'text2wave'),
      voicesDir: voices,
      voices: ['cmu_us_slt_arctic_hts'],
    });
    expect(findFestival(['/nowhere'], voices)).toBeNull();
  });

  it('reads the female presets in English and leaves the male ones, and other languages, to the bundled engines', async () => {
    const voice = createOfflineVoice({ festival: { command: fake } });
    try {
      expect(await rateOf((await voice.speak('Be still, and know.', 'nova')).audio)).toBe(32_000);
      expect(await rateOf((await voice.speak('Be still, and know.', 'onyx')).audio)).toBe(16_000);
      const spanish = await voice.speak('Estad quietos.', 'nova', { language: 'es' });
      expect(await rateOf(spanish.audio)).toBe(22_050);
      expect(voice.languages?.[0]).toEqual({
        language: 'en',
        support: 'native',
        detail: expect.stringMatching(/^Festival HTS voice \(alloy, nova, shimmer, coral\)/),
      });
    } finally {
      await voice.close();
    }
  }, 30_000);

  it('leaves the text to Flite when Festival fails', async () => {
    const voice = createOfflineVoice({ festival: { command: fake } });
    try {
      const speech = await voice.speak('This voice will fail.', 'alloy');
      expect(await rateOf(speech.audio)).toBe(16_000);
    } finally {
      await voice.close();
    }
  }, 30_000);

  it('says a failure in its own words', async () => {
    const engine = createFestivalEngine({ command: fake });
    try {
      const failed = engine.speak({
        text: 'fail',
        voice: 'cmu_us_slt_arctic_hts',
        rate: 1,
        halfTones: 0,
      });
      await expect(failed).rejects.toBeInstanceOf(ProviderError);
      await expect(failed).rejects.toThrow('Festival failed: SIOD ERROR: the voice is broken');
    } finally {
      await engine.close();
    }
  });

  it('kills a text2wave that takes longer than its timeout', async () => {
    const engine = createFestivalEngine({ command: fake, timeoutMs: 500 });
    const pidFile = path.join(scratch, 'timeout.pid');
    try {
      const reading = engine.speak({
        text: `hang ${pidFile}`,
        voice: 'cmu_us_slt_arctic_hts',
        rate: 1,
        halfTones: 0,
      });
      const pid = await startedPid(pidFile);
      await expect(reading).rejects.toMatchObject({ reason: 'timeout' });
      expect(alive(pid)).toBe(false);
    } finally {
      await engine.close();
    }
  });

  it('reads at the background priority, and kills text2wave when the caller aborts', async () => {
    const engine = createFestivalEngine({ command: fake });
    const pidFile = path.join(scratch, 'abort.pid');
    const controller = new AbortController();
    try {
      const reading = engine.speak(
        { text: `hang ${pidFile}`, voice: 'cmu_us_slt_arctic_hts', rate: 1, halfTones: 0 },
        controller.signal,
      );
      const pid = await startedPid(pidFile);
      // Lowered as it starts (decision 075); the server keeps its own priority.
      expect(os.getPriority(pid)).toBeGreaterThanOrEqual(backgroundNice);
      expect(os.getPriority()).toBeLessThan(backgroundNice);
      controller.abort();
      await expect(reading).rejects.toThrow('Reading aloud was stopped');
      await expect.poll(() => alive(pid)).toBe(false);
    } finally {
      await engine.close();
    }
  });
});
