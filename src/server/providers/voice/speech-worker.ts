import { Worker } from 'node:worker_threads';
import { serverSourcePath } from '@server/paths';
import { ProviderError } from '../provider-error';
import type { Speech } from './index';

type Pending = { resolve: (speech: Speech) => void; reject: (error: Error) => void };
type Answer = { id: number; audio?: Uint8Array; durationSeconds?: number; error?: string };

/**
 * A synthesiser in a worker thread (one of this folder's *-worker.mjs), started on first use and
 * kept while it has work; it never holds the process open when idle.
 */
export function createSpeechWorker(script: string) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function ensureWorker() {
    if (worker) return worker;
    worker = new Worker(serverSourcePath('providers/voice', script));
    worker.unref();
    worker.on('message', (message: Answer) => {
      const entry = pending.get(message.id);
      if (!entry) return;
      pending.delete(message.id);
      if (message.error || !message.audio)
        entry.reject(new ProviderError('failed', message.error ?? 'No audio'));
      else
        entry.resolve({
          audio: Buffer.from(message.audio),
          mimeType: 'audio/mpeg',
          durationSeconds: message.durationSeconds ?? null,
        });
    });
    worker.on('error', (error) => {
      for (const entry of pending.values())
        entry.reject(new ProviderError('failed', error.message, { cause: error }));
      pending.clear();
      worker = undefined;
    });
    return worker;
  }

  return {
    /** Sends one text with its voice settings; answers the MP3 and its length. */
    speak(message: Record<string, unknown>) {
      const id = nextId++;
      return new Promise<Speech>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ensureWorker().ref();
        ensureWorker().postMessage({ ...message, id });
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      });
    },
    close: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
