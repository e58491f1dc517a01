import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DailyLimitDetails, ErrorCode } from '@contracts/error-codes';

/** An error a service throws on purpose: it becomes the single error shape with its status. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Facts a client words the error with (the error shape's `details`). */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/**
 * The status the server answers each code with (better-auth's answers, renamed onto the list, keep
 * their own status). A code added to the list must be given one here.
 */
export const errorStatus = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  premium_required: 403,
  daily_limit_reached: 403,
  csrf_failed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  no_psalm_generated: 422,
  generation_failed: 502,
  widget_disabled: 503,
  billing_failed: 502,
  push_failed: 502,
  invalid_credentials: 401,
  email_not_verified: 403,
  email_taken: 422,
  invalid_password: 400,
  invalid_token: 400,
  token_expired: 401,
} as const satisfies Record<ErrorCode, ContentfulStatusCode>;

/** The code for an error answer that came with a status only (an HTTPException, a bare refusal). */
export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return 'internal';
  switch (status) {
    case 400:
      return 'validation_failed';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

/** Any listed error with its own message, answered with the code's status. */
export const appError = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(errorStatus[code], code, message, fields);

export const unauthenticated = () => appError('unauthenticated', 'Please sign in first.');
export const forbidden = (message = "You don't have permission to do that.") =>
  appError('forbidden', message);
export const premiumRequired = () =>
  appError('premium_required', 'This is a premium feature. Upgrade to continue.');
/** 403: the free daily allowance is spent; the details say how many and when it opens again. */
export const dailyLimitReached = (details: DailyLimitDetails) =>
  new AppError(
    errorStatus.daily_limit_reached,
    'daily_limit_reached',
    `You have opened your ${details.limit} free items for today. Upgrade to Premium for unlimited daily content.`,
    undefined,
    details,
  );
export const csrfFailed = () =>
  appError(
    'csrf_failed',
    'This request did not come from the app. Please reload the page and try again.',
  );
/** 404 "<what> was not found."; a message of another form goes through appError('not_found', …). */
export const notFound = (what = 'That') => appError('not_found', `${what} was not found.`);
export const validationFailed = (
  fields: Record<string, string>,
  message = 'Please correct the highlighted fields.',
) => appError('validation_failed', message, fields);
export const conflict = (message: string, fields?: Record<string, string>) =>
  appError('conflict', message, fields);
/** 429; the caller sets Retry-After. */
export const rateLimited = (message: string) => appError('rate_limited', message);
export const payloadTooLarge = (message: string) => appError('payload_too_large', message);
