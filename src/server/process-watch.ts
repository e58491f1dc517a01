import fs from 'node:fs';
import type { Logger } from './logger';

/**
 * How the server process ends, always said in its log (the JSON lines on stdout):
 * - a promise rejected with nobody to handle it is logged and the server goes on: it comes from
 *   background work (a narration, a job), and Node's default of ending the process took every
 *   member's requests down with it;
 * - an uncaught exception is logged as fatal and the server stops as on SIGTERM (finishing the
 *   requests in progress, closing the database), exiting with code 1: after one, the process's
 *   state is not to be trusted;
 * - whatever ends it, its last line is "exited" with the code and the cause.
 */
export function watchProcess(logger: Logger, stop: (cause: string, code: number) => void) {
  let cause = 'nothing was left to do';
  process.on('unhandledRejection', (reason) => {
    logger.error(
      { err: reason instanceof Error ? reason : new Error(String(reason)) },
      'a promise was rejected and nothing handled it; the server goes on',
    );
  });
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, 'uncaught exception: the server stops');
    stop(`uncaught exception: ${error.message}`, 1);
  });
  process.on('exit', (code) => {
    // Written at once: nothing asynchronous runs once the process is exiting, and the logger's
    // buffered stream may already be closed.
    const line = { level: code === 0 ? 30 : 60, time: new Date().toISOString(), code, cause };
    writeNow(`${JSON.stringify({ ...line, msg: 'exited' })}\n`);
  });
  return {
    /** Why the process is about to end, for its last line. */
    because(reason: string) {
      cause = reason;
    },
  };
}

/**
 * Writes to stdout before the process ends. A pipe whose reader is behind answers EAGAIN to a write
 * (stdout is non-blocking, and the logger may have just flushed its buffer into it): the line is
 * tried again until the reader takes it, for a moment at most.
 */
function writeNow(text: string) {
  const until = Date.now() + 2_000;
  let bytes = Buffer.from(text);
  while (bytes.length > 0 && Date.now() < until) {
    try {
      bytes = bytes.subarray(fs.writeSync(1, bytes));
    } catch (error) {
      // Anything but a full pipe means stdout is gone (its reader died): nobody is left to tell.
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
    }
  }
}
