import type { MiddlewareHandler } from 'hono';
import { csrfFailed, forbidden } from './app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginPolicy = {
  /** Origins whose pages may send mutations (PUBLIC_URL's, or the loopback names of PORT). */
  trustedOrigins: readonly string[];
  /** The address to tell a person to open instead. */
  publicUrl: string;
  /** Whether that address is PUBLIC_URL (otherwise it is the default http://localhost:PORT). */
  publicUrlSet: boolean;
};

/**
 * 403 for a page opened at an address the server does not answer for (the request came from the
 * server's own pages, only at another host name): says which address to open instead.
 */
export function wrongAddress(origin: string, policy: OriginPolicy) {
  return policy.publicUrlSet
    ? forbidden(
        `Open the app at ${policy.publicUrl} (PUBLIC_URL); requests from ${origin} are refused.`,
      )
    : forbidden(
        `Open the app at ${policy.publicUrl}; requests from ${origin} are refused. ` +
          'Set PUBLIC_URL to use another address.',
      );
}

/**
 * Mutations must come from a trusted origin (CSRF):
 * - a page of this server opened at an untrusted address (its Origin is the address the request
 *   was sent to) is refused with 403 forbidden naming the address to open, with or without a
 *   cookie, so sign-up and sign-in say it too;
 * - a cookie-authenticated mutation from another site, or with no Origin, is 403 csrf_failed.
 * Other requests without cookies carry no ambient authority and pass; better-auth applies the same
 * trusted origins to /api/auth itself.
 */
export function csrfProtection(policy: OriginPolicy): MiddlewareHandler {
  const trusted = new Set(policy.trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && trusted.has(origin)) return next();
    if (origin && origin === new URL(c.req.url).origin) throw wrongAddress(origin, policy);
    if (c.req.header('cookie')) throw csrfFailed();
    return next();
  };
}
