import { Worker } from 'node:worker_threads';

type Pending<A> = { resolve: (answer: A) => void; reject: (error: Error) => void };

/**
 * A worker thread that answers requests by id (`{ id, ... }` in, `{ id, ... }` out), started on
 * first use and kept while it has work; it never holds the process open when idle.
 *
 * The work it runs (voice engines, audio decoders) is C compiled to WebAssembly: it can abort,
 * throw outside any request or exit its thread. Whatever way the thread ends, the requests it held
 * fail with `lost(reason)`, and the next request starts a new thread: the thread never ends the
 * server nor leaves a caller waiting for ever.
 */
export function createWorkerClient<A extends { id: number }>(
  scriptPath: string,
  lost: (reason: string, cause?: unknown) => Error,
) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending<A>>();

  /** Fails every request `ended` held; a later request gets a new thread. */
  function lose(ended: Worker, reason: string, cause?: unknown) {
    if (worker !== ended) return;
    worker = undefined;
    for (const entry of pending.values()) entry.reject(lost(reason, cause));
    pending.clear();
  }

  function ensureWorker() {
    if (worker) return worker;
    const started = new Worker(scriptPath);
    worker = started;
    started.unref();
    started.on('message', (answer: A) => {
      const entry = pending.get(answer.id);
      if (!entry) return;
      pending.delete(answer.id);
      entry.resolve(answer);
    });
    started.on('error', (error) => lose(started, error.message, error));
    started.on('exit', (code) => lose(started, `its thread exited with code ${code}`));
    return started;
  }

  return {
    /**
     * Sends one request; answers the thread's answer to it. An aborted `signal` fails it at once
     * with `stopped()` (the thread finishes the work it is on, unheard).
     */
    request(
      message: Record<string, unknown>,
      options: { signal?: AbortSignal; stopped?: () => Error } = {},
    ): Promise<A> {
      const { signal, stopped = () => new Error('The request was stopped') } = options;
      const id = nextId++;
      let onAbort: (() => void) | undefined;
      return new Promise<A>((resolve, reject) => {
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
