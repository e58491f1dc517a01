// The script side of worker-client.ts: how a worker script hears its requests and answers them,
// whether it runs as a worker thread or as a child process. Either way it runs below the
// priority of the threads serving members (lower-thread-priority.mjs): a thread lowers itself; a
// child process lowers all its threads, V8's helpers included. Plain JavaScript, so the scripts
// run the same under tsx, vitest and plain node.
import { parentPort } from 'node:worker_threads';
import { lowerThisProcessPriority, lowerThisThreadPriority } from './lower-thread-priority.mjs';

function childProcessPort() {
  lowerThisProcessPriority();
  // The server decides when its children end: a Ctrl-C or a service manager's SIGTERM reaches
  // the whole group, and a child that died first would fail the work it held before the server
  // had told its jobs it is stopping. The server kills it on its stop; its death closes the
  // channel, and then the child ends too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {});
  process.on('disconnect', () => process.exit(0));
  // A thread's uncaught exception reaches the server as an `error` event; a child's is sent, so
  // that the requests it fails say why.
  process.on('uncaughtException', (error) => {
    const crashed = error instanceof Error ? error.message : String(error);
    if (process.connected) process.send({ crashed }, () => process.exit(1));
    else process.exit(1);
  });
  return {
    onMessage: (listener) => process.on('message', listener),
    // A child's answers are copied through the channel: there is nothing to transfer.
    answer: (message) => process.send?.(message),
  };
}

/** The channel to the server: `onMessage(listener)`, and `answer(message, transfer?)`. */
export function serverPort() {
  if (!parentPort) return childProcessPort();
  lowerThisThreadPriority();
  return {
    onMessage: (listener) => parentPort.on('message', listener),
    answer: (message, transfer) => parentPort.postMessage(message, transfer),
  };
}
