import type { Context } from 'hono';
import { AppError, rateLimited } from '../http/app-error';
import { createFixedWindow, secondsUntil } from '../http/fixed-window';
import { memoryLimitWindows, type LimitWindows } from '../http/limit-windows';
import { clientAddress } from '../http/rate-limit';
import { apiText } from '@server/lib/i18n/texts';

/**
 * Wrong passwords allowed per account before every password check of it pauses, and for how long:
 * beside the per-address limit, this bounds guessing one person's password from many addresses
 * (docs/decisions/003-rate-limits.md, 034-password-checks-and-names.md).
 */
export const signInFailuresPerAccount = 10;
export const signInFailureWindowMs = 15 * 60_000;

/** What a password check found: the right password, a wrong one, or neither (refused earlier). */
export type PasswordOutcome = 'right' | 'wrong' | 'neither';

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
 * Both are counted where every instance sees them when `windows` is shared (decision 058).
 */
export function createPasswordAttempts(options: {
  perAddressPerMinute: number;
  trustedProxyHops?: number;
  failuresPerAccount?: number;
  failureWindowMs?: number;
  now?: () => number;
  windows?: LimitWindows;
}) {
  const now = options.now ?? (() => Date.now());
  const limit = options.failuresPerAccount ?? signInFailuresPerAccount;
  const windowMs = options.failureWindowMs ?? signInFailureWindowMs;
  const windows = options.windows ?? memoryLimitWindows();
  const perAddress = createFixedWindow({
    limit: options.perAddressPerMinute,
    windowMs: 60_000,
    now: options.now,
    windows,
    name: 'password-address',
  });
  const failuresOf = (account: string) => `password-account:${account}`;

  /** Counts one password check from the caller's address; past the limit, 429. */
  function countAddress(c: Context) {
    return perAddress(c, clientAddress(c, options.trustedProxyHops ?? 0), (seconds) =>
      apiText('wait.attempts', { seconds }),
    );
  }

  /** While the account is paused: 429 with Retry-After, whatever password comes. */
  async function assertOpen(c: Context, account: string) {
    const time = now();
    const window = await windows.peek(failuresOf(account), time);
    if (!window || window.hits < limit) return;
    const retryAfter = secondsUntil(window.resetAt, time);
    c.header('Retry-After', String(retryAfter));
    throw rateLimited(apiText('wait.wrongPasswords', { seconds: retryAfter }));
  }

  async function record(account: string, outcome: PasswordOutcome) {
    if (outcome === 'right') await windows.clear(failuresOf(account));
    else if (outcome === 'wrong') await windows.hit(failuresOf(account), windowMs, now());
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
      await countAddress(c);
      if (account === undefined) return attempt();
      await assertOpen(c, account);
      let result: T;
      try {
        result = await attempt();
      } catch (error) {
        if (error instanceof AppError && error.code === 'invalid_password')
          await record(account, 'wrong');
        throw error;
      }
      await record(account, await outcomeOf(result));
      return result;
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
