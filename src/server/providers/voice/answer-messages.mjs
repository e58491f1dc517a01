// The offline voices' worker threads answer each request message with its result or its error,
// tagged with the request's id (speech-worker.ts matches them up). Members' requests come first:
// a thread that answers here yields the CPU to the server's.
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../lib/lower-thread-priority.mjs';

export function answerMessages(handle) {
  lowerThisThreadPriority();
  parentPort.on('message', async (message) => {
    try {
      const result = await handle(message);
      parentPort.postMessage({ id: message.id, ...result });
    } catch (error) {
      parentPort.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
