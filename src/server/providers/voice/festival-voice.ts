import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lowerTask } from '@server/lib/lower-thread-priority.mjs';
import { ProviderError } from '../provider-error';
import { readWav } from './read-wav.mjs';
import { createSpeechWorker } from './speech-worker';

/** Festival's voices we read English with, by their Scheme name, and the folder each installs. */
export const festivalVoiceFolders = {
  cmu_us_slt_arctic_hts: 'us/cmu_us_slt_arctic_hts',
  kal_diphone: 'english/kal_diphone',
} as const;
export type FestivalVoice = keyof typeof festivalVoiceFolders;

/** How long one text may take to read before text2wave is stopped (a psalm takes about a second). */
export const festivalTimeoutMs = 60_000;

/** A voice's pace (words a minute over its own, 1 = as the voice is) and pitch in half-tones. */
export type Pace = { rate: number; halfTones: number };

export type FestivalSetup = {
  /** text2wave's path (Debian installs it in /usr/bin). */
  command: string;
  timeoutMs?: number;
};

/**
 * Festival as Debian installs it (`festival`, `festvox-us-slt-hts`, `festvox-kallpc16k`): its
 * `text2wave` in one of `programDirs` and the voices it has. Never an npm dependency: a machine without it keeps
 * the bundled engines (decision 074).
 */
export function findFestival(
  programDirs = ['/usr/bin', '/usr/local/bin'],
  voicesDir = '/usr/share/festival/voices',
): { command: string; voicesDir: string; voices: FestivalVoice[] } | null {
  const command = programDirs
    .map((dir) => path.join(dir, 'text2wave'))
    .find((file) => {
      try {
        fs.accessSync(file, fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  if (!command) return null;
  const voices = (Object.keys(festivalVoiceFolders) as FestivalVoice[]).filter((voice) =>
    fs.existsSync(path.join(voicesDir, festivalVoiceFolders[voice])),
  );
  return voices.length > 0 ? { command, voicesDir, voices } : null;
}

/**
 * Reads English with Festival's text2wave, a separate process: the text on its standard input, the
 * WAV on its standard output, then MP3 in a child process, both below the server's priority
 * (decision 075). The process is killed when the text takes longer than `timeoutMs` or the
 * caller's signal aborts; a failure is a ProviderError, never an end of the server (decision 069).
 */
export function createFestivalEngine(setup: FestivalSetup) {
  const encoder = createSpeechWorker('encode-worker.mjs');
  const timeoutMs = setup.timeoutMs ?? festivalTimeoutMs;

  /** The Scheme that sets the voice's pace (1 is its own) and pitch (in half-tones up or down). */
  const settings = (voice: FestivalVoice, rate: number, halfTones: number) =>
    voice.endsWith('_hts')
      ? `(set! hts_engine_params (append hts_engine_params '(("-r" ${rate.toFixed(3)}) ("-fm" ${halfTones.toFixed(1)}))))`
      : `(Parameter.set 'Duration_Stretch ${(1 / rate).toFixed(3)})`;

  function readAloud(text: string, voice: FestivalVoice, pace: Pace, signal?: AbortSignal) {
    return new Promise<Buffer>((resolve, reject) => {
      const child = execFile(
        setup.command,
        [
          '-eval',
          `(voice_${voice})`,
          '-eval',
          settings(voice, pace.rate, pace.halfTones),
          '-o',
          '-',
        ],
        {
          encoding: 'buffer',
          maxBuffer: 256 * 1024 * 1024,
          timeout: timeoutMs,
          killSignal: 'SIGKILL',
          signal,
        },
        (error, stdout, stderr) => {
          if (!error) return resolve(stdout);
          if (signal?.aborted)
            return reject(new ProviderError('failed', 'Reading aloud was stopped'));
          if (error.killed || error.signal === 'SIGKILL')
            return reject(
              new ProviderError('timeout', `Festival took longer than ${timeoutMs / 1000} s`),
            );
          const said = stderr.toString('utf8').trim().split('\n').slice(-1)[0];
          reject(
            new ProviderError('failed', `Festival failed: ${said || error.message}`, {
              cause: error,
            }),
          );
        },
      );
      // Festival reads at the background priority, as the bundled engines do (decision 075).
      if (child.pid) lowerTask(child.pid);
      // A process that cannot start (or is killed) closes its input: that error is in the callback.
      child.stdin?.on('error', () => {});
      child.stdin?.end(text);
    });
  }

  return {
    async speak(
      { text, voice, ...pace }: { text: string; voice: FestivalVoice } & Pace,
      signal?: AbortSignal,
    ) {
      const wav = await readAloud(text, voice, pace, signal);
      let pcm: ReturnType<typeof readWav>;
      try {
        pcm = readWav(wav);
      } catch (error) {
        throw new ProviderError('empty', 'Festival produced no audio', { cause: error });
      }
      if (pcm.samples.length === 0) throw new ProviderError('empty', 'Festival produced no audio');
      return encoder.speak({ samples: pcm.samples, sampleRate: pcm.sampleRate }, signal);
    },
    close: () => encoder.close(),
  };
}
