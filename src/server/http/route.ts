import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { apiError } from '@contracts/errors';
import type { RoutePermission } from '@contracts/roles';
import { requirePermission } from '../auth/require-permission';
import type { AppEnv, Viewer } from './env';
import { validationHook } from './error-handler';

/** A router whose validation failures answer 400 with per-field messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

const errorContent = { 'application/json': { schema: apiError } };

/**
 * What a route's handler knows of the viewer: on every route but a public one the guard has answered
 * 401 already when nobody is signed in, so `c.get('viewer')` is a Viewer there, never null.
 */
export type GuardedEnv<P extends RoutePermission> = P extends 'public'
  ? AppEnv
  : { Variables: { viewer: Viewer } };

/** The permission guard, typed with what it guarantees to the handler after it (GuardedEnv). */
const guard = <P extends RoutePermission>(permission: P) =>
  requirePermission(permission) as MiddlewareHandler<GuardedEnv<P>>;

/**
 * Declares a route with its permission: the guard runs before validation and the handler, and the
 * OpenAPI document carries it as x-permission (the authorization test reads it from there).
 */
export function defineRoute<
  const P extends RoutePermission,
  const R extends Omit<RouteConfig, 'middleware'>,
>(permission: P, config: R) {
  const guarded = permission !== 'public';
  return createRoute({
    ...config,
    'x-permission': permission,
    security: guarded ? [{ session: [] }] : [],
    middleware: [guard(permission)] as const,
    responses: {
      ...config.responses,
      400: { description: 'Invalid input', content: errorContent },
      ...(guarded ? { 401: { description: 'Not signed in', content: errorContent } } : {}),
      ...(guarded && permission !== 'user'
        ? { 403: { description: 'Not allowed', content: errorContent } }
        : {}),
    },
  });
}

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const idParam = z.object({ id: z.uuid('Not a valid id') });

/** A required JSON request body validated by the schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
