import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/** One log line per request: method, path (no query string: it may carry tokens), status, time. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
