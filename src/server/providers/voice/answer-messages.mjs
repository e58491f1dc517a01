// The offline voices' worker threads answer each request message with its result or its error,
// tagged with the request's id (speech-worker.ts matches them up).
import { parentPort } from 'node:worker_threads';

export function answerMessages(handle) {
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
