import { createWorkerClient } from '@server/lib/worker-client';
import { serverSourcePath } from '@server/paths';
import { ProviderError } from '../provider-error';
import type { Speech } from './types';

type Answer = { id: number; audio?: Uint8Array; durationSeconds?: number; error?: string };

/**
 * A synthesiser in a child process (one of this folder's *-worker.mjs), every thread of it below
 * the server's priority (decision 075). One that dies fails the requests it held with a
 * ProviderError, and the next request starts a new one (decision 069).
 */
export function createSpeechWorker(script: string) {
  const engine = createWorkerClient<Answer>(
    serverSourcePath('providers/voice', script),
    (reason, cause) =>
      new ProviderError('failed', `The voice engine stopped: ${reason}`, { cause }),
    { runIn: 'process' },
  );
  return {
    /**
     * Sends one text with its voice settings; answers the MP3 and its length. An aborted `signal`
     * fails the request at once (the engine finishes the text it is on, unheard).
     */
    async speak(message: Record<string, unknown>, signal?: AbortSignal): Promise<Speech> {
      const answer = await engine.request(message, {
        signal,
        stopped: () => new ProviderError('failed', 'Reading aloud was stopped'),
      });
      if (answer.error || !answer.audio)
        throw new ProviderError('failed', answer.error ?? 'No audio');
      return {
        audio: Buffer.from(answer.audio),
        mimeType: 'audio/mpeg',
        durationSeconds: answer.durationSeconds ?? null,
      };
    },
    close: engine.close,
  };
}
