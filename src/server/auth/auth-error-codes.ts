import { isErrorCode, type ErrorCode } from '@contracts/error-codes';
import { codeForStatus } from '../http/app-error';

/**
 * better-auth's own error codes (SCREAMING_CASE, from @better-auth/core's BASE_ERROR_CODES and its
 * routes) renamed onto the closed list. Its message and status are kept. A code missing here is
 * answered by its status (codeForStatus): 401 unauthenticated, 403 forbidden, 404 not_found…
 */
const renamed: Readonly<Record<string, ErrorCode>> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  INVALID_PASSWORD: 'invalid_password',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'token_expired',
  UNAUTHORIZED: 'unauthenticated',
  // Input it refused (the routes we validate first answer with per-field messages before this).
  VALIDATION_ERROR: 'validation_failed',
  INVALID_EMAIL: 'validation_failed',
  PASSWORD_TOO_SHORT: 'validation_failed',
  PASSWORD_TOO_LONG: 'validation_failed',
  MISSING_FIELD: 'validation_failed',
  FIELD_NOT_ALLOWED: 'validation_failed',
  BODY_MUST_BE_AN_OBJECT: 'validation_failed',
  // Its own origin checks (our CSRF check on /api/* runs first with the same trusted origin).
  INVALID_ORIGIN: 'csrf_failed',
  MISSING_OR_NULL_ORIGIN: 'csrf_failed',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'csrf_failed',
};

/** Our code for an error answer of better-auth: its status and, when it sent one, its code. */
export function authErrorCode(status: number, code: unknown): ErrorCode {
  if (typeof code === 'string') {
    if (Object.hasOwn(renamed, code)) return renamed[code]!;
    // One of ours already (an AppError thrown inside better-auth's hooks).
    if (isErrorCode(code)) return code;
  }
  return codeForStatus(status);
}
