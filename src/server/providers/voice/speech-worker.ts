import { Worker } from 'node:worker_threads';
import { serverSourcePath } from '@server/paths';
import { ProviderError } from '../provider-error';
import type { Speech } from './index';

type Pending = { resolve: (speech: Speech) => void; reject: (error: Error) => void };
type Answer = { id: number; audio?: Uint8Array; durationSeconds?: number; error?: string };

/**
 * A synthesiser in a worker thread (one of this folder's *-worker.mjs), started on first use and
 * kept while it has work; it never holds the process open when idle.
 *
 * The engines are C compiled to WebAssembly: one can abort, throw outside any request or exit its
 * thread (WASI's proc_exit, Emscripten's exit). Whatever way the thread ends, the requests it held
 * fail with a ProviderError, and the next request starts a new thread: a voice engine never ends
 * the server nor leaves a caller waiting for ever.
 */
export function createSpeechWorker(script: string) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  /** Fails every request `ended` held; a later request gets a new thread. */
  function lose(ended: Worker, reason: string, cause?: unknown) {
    if (worker !== ended) return;
    worker = undefined;
    for (const entry of pending.values())
      entry.reject(new ProviderError('failed', `The voice engine stopped: ${reason}`, { cause }));
    pending.clear();
  }

  function ensureWorker() {
    if (worker) return worker;
    const started = new Worker(serverSourcePath('providers/voice', script));
    worker = started;
    started.unref();
    started.on('message', (message: Answer) => {
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
    started.on('error', (error) => lose(started, error.message, error));
    started.on('exit', (code) => lose(started, `its thread exited with code ${code}`));
    return started;
  }

  return {
    /**
     * Sends one text with its voice settings; answers the MP3 and its length. An aborted `signal`
     * fails the request at once (the thread finishes the text it is on, unheard).
     */
    speak(message: Record<string, unknown>, signal?: AbortSignal) {
      const id = nextId++;
      const stopped = () => new ProviderError('failed', 'Reading aloud was stopped');
      let onAbort: (() => void) | undefined;
      return new Promise<Speech>((resolve, reject) => {
        if (signal?.aborted) return reject(stopped());
        pending.set(id, { resolve, reject });
        onAbort = () => {
          if (pending.delete(id)) reject(stopped());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const thread = ensureWorker();
        thread.ref();
        thread.postMessage({ ...message, id });
      }).finally(() => {
        if (onAbort) signal?.removeEventListener('abort', onAbort);
        if (pending.size === 0) worker?.unref();
      });
    },
    close: async () => {
      const closing = worker;
      if (closing) lose(closing, 'the server is stopping');
      await closing?.terminate();
    },
  };
}
