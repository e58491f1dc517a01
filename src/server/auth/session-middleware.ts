import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/connection';
import type { AppEnv, Viewer } from '../http/env';
import { loadAccessUntil } from './access';
import type { Auth } from './auth';
import { sessionTokenOf, type ViewerCache } from './viewer-cache';

/** Resolves a session through better-auth and reads the person's access: the database's answer. */
async function resolveViewer(auth: Auth, db: Db, headers: Headers, premiumProductId?: string) {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  const { access, until } = await loadAccessUntil(db, user.id, premiumProductId);
  const viewer: Viewer = {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: (user as { firstName?: string | null }).firstName ?? null,
    lastName: (user as { lastName?: string | null }).lastName ?? null,
    emailVerified: user.emailVerified,
    sessionId: session.session.id,
    ...access,
  };
  // Kept no longer than the session lasts, nor past the end of a premium period.
  const ends = [session.session.expiresAt, until].filter((date): date is Date => date !== null);
  const soonest = ends.length ? new Date(Math.min(...ends.map((date) => date.getTime()))) : null;
  return { viewer, until: soonest };
}

/**
 * Reads the session cookie once per request and puts the viewer (or null) on the context; a session
 * resolved in the last few seconds comes from the viewer cache (./viewer-cache.ts) when given one.
 */
export function sessionMiddleware(
  auth: Auth,
  db: Db,
  premiumProductId?: string,
  cache?: ViewerCache,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Already resolved for this request (writes are, before the write limit: app.ts).
    if (c.get('viewer') !== undefined) return next();
    const token = sessionTokenOf(c.req.header('cookie'));
    // No session cookie, no session: skip the lookup (public endpoints are polled often).
    if (!token) {
      c.set('viewer', null);
      return next();
    }
    const load = () => resolveViewer(auth, db, c.req.raw.headers, premiumProductId);
    const viewer = cache
      ? ((await cache.get(token)) ?? (await cache.resolve(token, load)))
      : ((await load())?.viewer ?? null);
    c.set('viewer', viewer);
    return next();
  };
}
