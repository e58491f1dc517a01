import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { createFixedWindow } from './fixed-window';
import type { LimitWindows } from './limit-windows';
import { clientAddress } from './rate-limit';
import { apiText } from '@server/lib/i18n/texts';

/** Writes a member may make per route family and minute unless configured (decision 026). */
export const defaultWritesPerMinute = 120;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request changes something: the methods the write limit counts. */
export const isWrite = (method: string) => writeMethods.has(method);

/**
 * The group of routes a write counts against: the first segment under /api, and the second under
 * /api/admin (content, categories, import … are different tools). So liking, commenting and posting
 * share the community's budget, and one busy tool never blocks another.
 */
export function routeFamily(path: string): string {
  const [first = '', second = ''] = path.replace(/^\/api\/?/, '').split('/');
  return first === 'admin' ? `admin/${second}` : first;
}

/**
 * Every POST, PUT, PATCH and DELETE under /api, counted per signed-in member and route family (per
 * client address before sign-in): a generous fixed window that no person or test suite reaches,
 * but that stops a runaway loop or a script flooding the community or the journal. Paths in
 * `exempt` keep their own, stricter limit (sign-in, sign-up, password reset: rate-limit.ts).
 * Expects the viewer to be resolved already (sessionMiddleware before it).
 */
export function writeRateLimit(options: {
  limit: number;
  windowMs: number;
  trustedProxyHops?: number;
  exempt?: readonly string[];
  now?: () => number;
  windows?: LimitWindows;
}): MiddlewareHandler<AppEnv> {
  const count = createFixedWindow({ ...options, name: 'writes' });
  const exempt = new Set(options.exempt ?? []);
  const writer = (c: Context<AppEnv>) => {
    const viewer = c.get('viewer');
    return viewer
      ? `member ${viewer.id}`
      : `address ${clientAddress(c, options.trustedProxyHops ?? 0)}`;
  };
  return async (c, next) => {
    if (!isWrite(c.req.method) || exempt.has(c.req.path)) return next();
    await count(c, `${writer(c)} ${routeFamily(c.req.path)}`, (seconds) =>
      apiText('wait.changes', { seconds }),
    );
    return next();
  };
}
