import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/**
 * Path segments that are secrets: better-auth carries the password-reset token in the path
 * (/api/auth/reset-password/<token>, the link in the email), and a log line must not hand it on.
 */
const secretSegments = [/^(\/api\/auth\/reset-password\/)[^/]+/];

/** The path as it may be logged: secret segments replaced. */
export function loggablePath(path: string): string {
  return secretSegments.reduce(
    (current, pattern) => current.replace(pattern, '$1[redacted]'),
    path,
  );
}

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
