import type { MiddlewareHandler } from 'hono';
import type { RoutePermission } from '@contracts/roles';
import { forbidden, premiumRequired, unauthenticated } from '../http/app-error';
import type { AppEnv, Viewer } from '../http/env';

/** Whether a viewer may call a route that requires the given permission. */
export function allows(viewer: Viewer | null, permission: RoutePermission): boolean {
  if (permission === 'public') return true;
  if (!viewer) return false;
  if (permission === 'user') return true;
  if (permission === 'premium') return viewer.isPremium;
  return viewer.permissions.includes(permission);
}

/** Route guard: 401 without a session, 403 without the permission (premium_required for premium). */
export function requirePermission(permission: RoutePermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = c.get('viewer');
    if (permission !== 'public' && !viewer) throw unauthenticated();
    if (!allows(viewer, permission)) {
      throw permission === 'premium' ? premiumRequired() : forbidden();
    }
    await next();
  };
}
