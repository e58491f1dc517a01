/**
 * Every code an /api error answer can carry: the closed list (docs/decisions/011-error-codes.md).
 * The server's errors are typed by it (a code not listed here fails typecheck), better-auth's own
 * codes are renamed onto it (src/server/auth/auth-error-codes.ts), and the web shows the text its
 * dictionary has for a code, or the server's English message when it has none.
 *
 * No zod in this file: the web's first screen imports the list and stays within its bundle budget
 * (docs/decisions/103); the response schema is in errors.ts.
 */
export const errorCodes = [
  // Any route. The status is the one the server answers with (app-error.ts holds the table).
  /** 400: the input broke a rule; `fields` names each field with its message. */
  'validation_failed',
  /** 4xx with no code of its own (a status no other code covers, e.g. 405). */
  'bad_request',
  /** 401: nobody is signed in, or the session has ended. */
  'unauthenticated',
  /** 403: signed in, but the role does not allow it. */
  'forbidden',
  /** 403: premium-only: a premium feature, type or audio asked for by a free account. */
  'premium_required',
  /**
   * 403: a free account has opened its daily number of items; `details` (DailyLimitDetails) says
   * how many and when the next allowance opens, in the member's zone.
   */
  'daily_limit_reached',
  /** 403: a mutation whose Origin is not the app's. */
  'csrf_failed',
  /** 404 */
  'not_found',
  /** 409: the change collides with what exists (a name in use, the last super admin). */
  'conflict',
  /** 413 */
  'payload_too_large',
  /** 415 */
  'unsupported_media_type',
  /** 429: Retry-After says when to try again. */
  'rate_limited',
  /** 500: never a stack trace. */
  'internal',
  /** 503: the database cannot be reached for a moment (a restart, a failover); try again. */
  'unavailable',

  // Text generation (psalms, automation).
  /** 422: the text provider answered, with nothing usable. */
  'no_psalm_generated',
  /** 502: the text or voice provider failed. */
  'generation_failed',

  // Home-screen widgets.
  /** 503: the Widgets tab switched the widgets off (or the emergency disable is on). */
  'widget_disabled',

  // Billing (checkout, portal, staff cancel).
  /** 502: the payment service failed or did not answer in time. */
  'billing_failed',

  // Notifications.
  /** 502: the push service refused the message or did not answer in time. */
  'push_failed',

  // Accounts: better-auth's refusals under /api/auth, renamed (its message and status are kept).
  /** 401: sign-in with an unknown email or a wrong password. */
  'invalid_credentials',
  /** 403: sign-in before the confirmation link was opened. */
  'email_not_verified',
  /** 422: sign-up with an email that already has an account. */
  'email_taken',
  /** 400: the current password given to change it (or to confirm an action) is wrong. */
  'invalid_password',
  /** 400: a reset or confirmation token that is unknown, used or expired. */
  'invalid_token',
  /** 401: a confirmation link whose time has run out. */
  'token_expired',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The `details` of a 403 daily_limit_reached: the limit, the instant the next allowance opens (the
 * next 00:00 UTC, decision 035), and that instant on the member's clock in their zone (the
 * `timeZone` they sent, else their profile's, else UTC) as YYYY-MM-DDTHH:mm.
 */
export type DailyLimitDetails = {
  limit: number;
  resetsAt: string;
  timeZone: string;
  resetsAtLocal: string;
};

const listed: ReadonlySet<string> = new Set(errorCodes);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && listed.has(value);
}
