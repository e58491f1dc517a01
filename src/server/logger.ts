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
