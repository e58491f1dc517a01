import type { Context } from 'hono';
import { AppError, rateLimited } from '../http/app-error';
import { createFixedWindow } from '../http/fixed-window';
import { clientAddress } from '../http/rate-limit';

/**
 * Wrong passwords allowed per account before every password check of it pauses, and for how long:
 * beside the per-address limit, this bounds guessing one person's password from many addresses
 * (docs/decisions/003-rate-limits.md, 034-password-checks-and-names.md).
 */
export const signInFailuresPerAccount = 10;
export const signInFailureWindowMs = 15 * 60_000;

/** What a password check found: the right password, a wrong one, or neither (refused earlier). */
export type PasswordOutcome = 'right' | 'wrong' | 'neither';

type Window = { failures: number; resetAt: number };

const maxTracked = 50_000;

/** The key of an account: its email address, as sign-in receives it or the session holds it. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * The one budget every route that checks a password spends (sign-in, change-password,
 * verify-password, deleting the account, and any later one):
 * - per client address: `perAddressPerMinute` checks a minute, whichever of those routes they go
 *   to (a fixed window, as the other auth paths have, but one window for all of them);
 * - per account: `failuresPerAccount` wrong passwords in a window that starts with the first pause
 *   every check of that account, from any address and route, until the window ends; even the
 *   right password is refused meanwhile (429 with Retry-After). The right password clears the
 *   count.
 * In memory, per instance, like the other limiters.
 */
export function createPasswordAttempts(options: {
  perAddressPerMinute: number;
  trustedProxyHops?: number;
  failuresPerAccount?: number;
  failureWindowMs?: number;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  const limit = options.failuresPerAccount ?? signInFailuresPerAccount;
  const windowMs = options.failureWindowMs ?? signInFailureWindowMs;
  const perAddress = createFixedWindow({
    limit: options.perAddressPerMinute,
    windowMs: 60_000,
    now: options.now,
  });
  const accounts = new Map<string, Window>();

  function prune(time: number) {
    for (const [key, window] of accounts) if (window.resetAt <= time) accounts.delete(key);
    // Still too many (a spray of addresses): forget the oldest first.
    for (const key of accounts.keys()) {
      if (accounts.size <= maxTracked) break;
      accounts.delete(key);
    }
  }

  /** Counts one password check from the caller's address; past the limit, 429. */
  function countAddress(c: Context) {
    perAddress(
      c,
      clientAddress(c, options.trustedProxyHops ?? 0),
      (seconds) => `Too many attempts. Please wait ${seconds} seconds and try again.`,
    );
  }

  /** While the account is paused: 429 with Retry-After, whatever password comes. */
  function assertOpen(c: Context, account: string) {
    const time = now();
    const window = accounts.get(account);
    if (!window || window.resetAt <= time || window.failures < limit) return;
    const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
    c.header('Retry-After', String(retryAfter));
    throw rateLimited(
      `Too many wrong passwords for this account. Please wait ${retryAfter} seconds and try again.`,
    );
  }

  function record(account: string, outcome: PasswordOutcome) {
    if (outcome === 'right') {
      accounts.delete(account);
      return;
    }
    if (outcome !== 'wrong') return;
    const time = now();
    const window = accounts.get(account);
    const current = window && window.resetAt > time ? window : { failures: 0, resetAt: 0 };
    if (current.failures === 0) current.resetAt = time + windowMs;
    current.failures++;
    accounts.set(account, current);
    if (accounts.size > maxTracked) prune(time);
  }

  return {
    countAddress,
    /**
     * One password check: counted from the caller's address, refused while the account (when one
     * is known) is paused, then `attempt` runs and `outcomeOf` says what it found. A thrown
     * invalid_password error is a wrong password too.
     */
    async check<T>(
      c: Context,
      account: string | undefined,
      attempt: () => Promise<T>,
      outcomeOf: (result: T) => PasswordOutcome | Promise<PasswordOutcome>,
    ): Promise<T> {
      countAddress(c);
      if (account === undefined) return attempt();
      assertOpen(c, account);
      let result: T;
      try {
        result = await attempt();
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_password')
          record(account, 'wrong');
        throw error;
      }
      record(account, await outcomeOf(result));
      return result;
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
