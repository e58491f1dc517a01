import type { Context } from 'hono';
import { rateLimited } from '../http/app-error';
import type { Forward } from './forward';

/**
 * Wrong passwords allowed per account before its sign-in pauses, and for how long: beside the
 * per-address limit, this bounds guessing one person's password from many addresses
 * (docs/decisions/003-rate-limits.md).
 */
export const signInFailuresPerAccount = 10;
export const signInFailureWindowMs = 15 * 60_000;

type Window = { failures: number; resetAt: number };

const maxTracked = 50_000;

/**
 * POST /sign-in/email, counting wrong passwords per email address in a fixed window that starts
 * with the first failure. Past the limit every attempt for that address answers 429 with
 * Retry-After until the window ends; a successful sign-in clears the count. In memory, per
 * instance, like the per-address limit.
 */
export function signInWithAccountLimit(
  forward: Forward,
  options: { limit?: number; windowMs?: number; now?: () => number } = {},
) {
  const limit = options.limit ?? signInFailuresPerAccount;
  const windowMs = options.windowMs ?? signInFailureWindowMs;
  const now = options.now ?? (() => Date.now());
  const windows = new Map<string, Window>();

  function prune(time: number) {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    // Still too many (a spray of addresses): forget the oldest first.
    for (const key of windows.keys()) {
      if (windows.size <= maxTracked) break;
      windows.delete(key);
    }
  }

  return async (c: Context) => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => undefined)) as { email?: unknown } | undefined;
    const account =
      typeof body?.email === 'string' ? body.email.trim().toLowerCase() || undefined : undefined;
    const time = now();
    const window = account ? windows.get(account) : undefined;
    if (window && window.resetAt > time && window.failures >= limit) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      c.header('Retry-After', String(retryAfter));
      throw rateLimited(
        `Too many failed sign-ins for this account. Please wait ${retryAfter} seconds and try again.`,
      );
    }
    const response = await forward(c.req.raw);
    if (!account) return response;
    if (response.status === 401) {
      const current = window && window.resetAt > time ? window : { failures: 0, resetAt: 0 };
      if (current.failures === 0) current.resetAt = time + windowMs;
      current.failures++;
      windows.set(account, current);
      if (windows.size > maxTracked) prune(time);
    } else if (response.ok) {
      windows.delete(account);
    }
    return response;
  };
}
