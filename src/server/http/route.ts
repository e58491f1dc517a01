import { createRoute, OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import { apiError } from '../../contracts/errors';
import type { RoutePermission } from '../../contracts/roles';
import { requirePermission } from '../auth/require-permission';
import type { AppEnv } from './env';
import { validationHook } from './error-handler';

/** A router whose validation failures answer 400 with per-field messages. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

const errorContent = { 'application/json': { schema: apiError } };

/**
 * Declares a route with its permission: the guard runs before validation and the handler, and the
 * OpenAPI document carries it as x-permission (the authorization test reads it from there).
 */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  permission: RoutePermission,
  config: R,
) {
  const guarded = permission !== 'public';
  return createRoute({
    ...config,
    'x-permission': permission,
    security: guarded ? [{ session: [] }] : [],
    middleware: [requirePermission(permission)] as const,
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
