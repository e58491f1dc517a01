import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/connection';
import type { AppEnv } from '../http/env';
import { loadAccess } from './access';
import type { Auth } from './auth';

/** Reads the session cookie once per request and puts the viewer (or null) on the context. */
export function sessionMiddleware(
  auth: Auth,
  db: Db,
  premiumProductId?: string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // No session cookie, no session: skip the lookup (public endpoints are polled often).
    if (!c.req.header('cookie')?.includes('session_token')) {
      c.set('viewer', null);
      return next();
    }
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      c.set('viewer', null);
      return next();
    }
    const { user } = session;
    const access = await loadAccess(db, user.id, premiumProductId);
    c.set('viewer', {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: (user as { firstName?: string | null }).firstName ?? null,
      lastName: (user as { lastName?: string | null }).lastName ?? null,
      emailVerified: user.emailVerified,
      sessionId: session.session.id,
      ...access,
    });
    return next();
  };
}
