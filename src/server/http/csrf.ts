import type { MiddlewareHandler } from 'hono';
import { csrfFailed } from './app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie-authenticated mutation must come from our own origin: the Origin header must match the
 * public URL (or the host the request was sent to). Requests without cookies carry no ambient
 * authority and pass; better-auth applies the same rule to /api/auth itself.
 */
export function csrfProtection(trustedOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    const requestOrigin = new URL(c.req.url).origin;
    if (!origin || (origin !== trustedOrigin && origin !== requestOrigin)) {
      throw csrfFailed();
    }
    return next();
  };
}
