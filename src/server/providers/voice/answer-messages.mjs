// The offline voices' engines answer each request message with its result or its error, tagged
// with the request's id (speech-worker.ts matches them up). Members' requests come first: the
// engine's process (lib/worker-port.mjs) yields the CPU to the server's.
import { serverPort } from '../../lib/worker-port.mjs';

export function answerMessages(handle) {
  const port = serverPort();
  port.onMessage(async (message) => {
    try {
      const result = await handle(message);
      port.answer({ id: message.id, ...result });
    } catch (error) {
      port.answer({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
