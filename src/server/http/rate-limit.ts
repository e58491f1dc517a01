import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { rateLimited } from './app-error';

type Bucket = { count: number; resetAt: number };

/**
 * The client's address. Behind N trusted proxies it is the Nth address from the right of
 * X-Forwarded-For (each proxy appends the address it saw; entries further left are the client's to
 * forge); with no proxy, or a header too short to be ours, it is the socket's.
 */
function clientAddress(c: Context, trustedProxyHops: number): string {
  if (trustedProxyHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const client = hops.at(-trustedProxyHops);
    if (client) return client;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/**
 * Fixed-window limiter keyed by client address and path. In memory: each instance counts on its
 * own, which bounds guessing per instance (see docs/decisions/003-rate-limits.md).
 */
export function rateLimit(options: {
  limit: number;
  windowMs: number;
  trustedProxyHops?: number;
  now?: () => number;
}): MiddlewareHandler {
  const buckets = new Map<string, Bucket>();
  const now = options.now ?? Date.now;
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const address = clientAddress(c, options.trustedProxyHops ?? 0);
    const key = `${address} ${c.req.path}`;
    const time = now();
    let bucket = buckets.get(key);
    if (!bucket || bucket.resetAt <= time) {
      bucket = { count: 0, resetAt: time + options.windowMs };
      buckets.set(key, bucket);
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) if (b.resetAt <= time) buckets.delete(k);
      }
    }
    bucket.count++;
    if (bucket.count > options.limit) {
      const retryAfter = Math.max(1, Math.ceil((bucket.resetAt - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw rateLimited(`Too many attempts. Please wait ${retryAfter} seconds and try again.`);
    }
    return next();
  };
}
