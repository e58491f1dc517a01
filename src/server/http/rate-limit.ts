import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { addressKey } from './address-key';
import { createFixedWindow } from './fixed-window';
import type { LimitWindows } from './limit-windows';
import { apiText } from '@server/lib/i18n/texts';

/**
 * The client's address, as the per-address limits count it (addressKey: an IPv6 client by its /64).
 * Behind N trusted proxies it is the Nth address from the right of X-Forwarded-For (each proxy
 * appends the address it saw; entries further left are the client's to forge); with no proxy, or a
 * header too short to be ours, it is the socket's.
 */
export function clientAddress(c: Context, trustedProxyHops: number): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = 'unknown'; // app.request() in tests has no socket
  }
  return addressFrom(c.req.header('x-forwarded-for'), socketAddress, trustedProxyHops);
}

/** clientAddress's rule from the header and the socket's address (a bare Node request has both). */
export function addressFrom(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string {
  if (trustedProxyHops > 0) {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const client = hops.at(-trustedProxyHops);
    if (client) return addressKey(client);
  }
  return addressKey(socketAddress ?? 'unknown');
}

/**
 * Fixed-window limiter keyed by client address and path (docs/decisions/003-rate-limits.md),
 * counted across instances when `windows` is shared (decision 058).
 */
export function rateLimit(options: {
  limit: number;
  windowMs: number;
  trustedProxyHops?: number;
  now?: () => number;
  windows?: LimitWindows;
}): MiddlewareHandler {
  const count = createFixedWindow({ ...options, name: 'auth' });
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const address = clientAddress(c, options.trustedProxyHops ?? 0);
    await count(c, `${address} ${c.req.path}`, (seconds) => apiText('wait.attempts', { seconds }));
    return next();
  };
}
