import { pino, type DestinationStream, type Logger } from 'pino';
import { errorSummary } from './error-summary';

export type { Logger };

/**
 * JSON lines on stdout; the e2e lane and operators read links and events from them. An `err` or
 * `error` is logged as its safe summary (never a failed query's parameters); tests pass a destination.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorSummary, error: errorSummary },
    hooks: {
      // logger.error(err) alone would take err.message as the line's msg: a failed query's message
      // lists its parameters, so the summary's message is used instead.
      logMethod(this: Logger, args: Parameters<Logger['error']>, method: Logger['error']) {
        const [first, message] = args as unknown[];
        if (first instanceof Error && typeof message !== 'string') {
          return method.call(this, first, errorSummary(first).message ?? 'error');
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Resolves once every line logged so far is written out (within `withinMs`). The default stream
 * writes on a background thread: a process that exits with a write still in flight loses that
 * line, or has it land after the line the exit handler writes straight to stdout.
 */
export function logsWritten(logger: Logger, withinMs = 1_000): Promise<void> {
  // sonic-boom keeps "a write is in flight" private; its 'drain' says when the last one is done.
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as
    (NodeJS.EventEmitter & { _writing?: boolean }) | undefined;
  if (!stream?._writing) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stream.off('drain', done);
      stream.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    stream.once('drain', done);
    stream.once('error', done);
  });
}
