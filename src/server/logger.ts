import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout; the e2e lane and operators read links and events from them. */
export function createLogger(level: string): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
