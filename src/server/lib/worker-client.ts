import { fork } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { lowerTask } from './lower-thread-priority.mjs';

type Pending<A> = { resolve: (answer: A) => void; reject: (error: Error) => void };

/** What the client hears from a started script: an answer, or the end of the script's run. */
type Heard = {
  answer: (message: unknown) => void;
  ended: (reason: string, cause?: unknown) => void;
};

/** A started script, as a thread or as a process. */
type Runner = {
  post: (message: Record<string, unknown>) => void;
  /** Held: the server waits for it (a request is out); not held, it never keeps the server open. */
  hold: (held: boolean) => void;
  stop: () => Promise<unknown>;
};

function inThread(scriptPath: string, heard: Heard): Runner {
  const worker = new Worker(scriptPath);
  worker.on('message', heard.answer);
  worker.on('error', (error) => heard.ended(error.message, error));
  worker.on('exit', (code) => heard.ended(`its thread exited with code ${code}`));
  return {
    post: (message) => worker.postMessage(message),
    hold: (held) => (held ? worker.ref() : worker.unref()),
    stop: () => worker.terminate(),
  };
}

/**
 * The script as a child process of its own (lib/worker-port.mjs answers there), on plain node:
 * the scripts are JavaScript, and the server's loaders and flags are not theirs. The child lowers
 * all its threads; its main thread is lowered from here too, before it has begun.
 */
function inProcess(scriptPath: string, heard: Heard): Runner {
  const child = fork(scriptPath, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (child.pid) lowerTask(child.pid);
  child.on('message', (message: unknown) => {
    const crashed = (message as { crashed?: unknown } | null)?.crashed;
    if (typeof crashed === 'string') heard.ended(crashed);
    else heard.answer(message);
  });
  child.on('error', (error) => heard.ended(error.message, error));
  child.on('exit', (code, signal) =>
    heard.ended(`its process exited with ${signal ? `signal ${signal}` : `code ${code}`}`),
  );
  return {
    post: (message) => child.send(message),
    hold: (held) => {
      if (held) {
        child.ref();
        child.channel?.ref();
      } else {
        child.unref();
        child.channel?.unref();
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // It holds nothing worth keeping: the work it was on is given back by its caller.
        child.kill('SIGKILL');
      }),
  };
}

/**
 * A worker script that answers requests by id (`{ id, ... }` in, `{ id, ... }` out), started on
 * first use and kept while it has work; it never holds the process open when idle. `runIn`: a
 * worker thread, or a child process, whose every thread runs below the server's (decision 075).
 *
 * The work it runs (voice engines, audio decoders) is C compiled to WebAssembly: it can abort,
 * throw outside any request or exit. Whatever way the script ends, the requests it held fail with
 * `lost(reason)`, and the next request starts it again: it never ends the server nor leaves a
 * caller waiting for ever.
 */
export function createWorkerClient<A extends { id: number }>(
  scriptPath: string,
  lost: (reason: string, cause?: unknown) => Error,
  options: { runIn?: 'thread' | 'process' } = {},
) {
  const start = options.runIn === 'process' ? inProcess : inThread;
  let worker: Runner | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending<A>>();

  /** Fails every request `ended` held; a later request starts the script again. */
  function lose(ended: Runner | undefined, reason: string, cause?: unknown) {
    if (!ended || worker !== ended) return;
    worker = undefined;
    for (const entry of pending.values()) entry.reject(lost(reason, cause));
    pending.clear();
  }

  function ensureWorker() {
    if (worker) return worker;
    const started: Runner = start(scriptPath, {
      answer: (message) => {
        const answer = message as A;
        const entry = pending.get(answer.id);
        if (!entry) return;
        pending.delete(answer.id);
        entry.resolve(answer);
      },
      ended: (reason, cause) => lose(started, reason, cause),
    });
    worker = started;
    started.hold(false);
    return started;
  }

  return {
    /**
     * Sends one request; answers the script's answer to it. An aborted `signal` fails it at once
     * with `stopped()` (the script finishes the work it is on, unheard).
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
        thread.hold(true);
        thread.post({ ...message, id });
      }).finally(() => {
        if (onAbort) signal?.removeEventListener('abort', onAbort);
        if (pending.size === 0) worker?.hold(false);
      });
    },
    close: async () => {
      const closing = worker;
      lose(closing, 'the server is stopping');
      await closing?.stop();
    },
  };
}
