import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { loggablePath } from './secret-urls';

/** One log line per request: method, path (no query string: it may carry tokens), status, time. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
