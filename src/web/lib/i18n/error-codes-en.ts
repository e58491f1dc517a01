import type { ErrorCode } from '@contracts/error-codes';

/**
 * What a person reads for an API error code (docs/decisions/011-error-codes.md), spread into `en`.
 * A code has an entry only when its English is one fixed sentence, word for word the server's (and
 * better-auth's) message that people saw before codes were mapped. A code whose message names
 * something (not_found, conflict, rate_limited with its seconds, validation_failed…) has none yet:
 * the server's message is shown, until the server sends what the sentence needs as parameters.
 */
export const errorCodesEn = {
  'errors.code.premium_required': 'This is a premium feature. Upgrade to continue.',
  'errors.code.csrf_failed':
    'This request did not come from the app. Please reload the page and try again.',
  'errors.code.unsupported_media_type': 'Send the body as application/json.',
  'errors.code.no_psalm_generated': 'No psalm was generated',
  'errors.code.invalid_credentials': 'Invalid email or password',
  'errors.code.email_not_verified': 'Email not verified',
  'errors.code.invalid_password': 'Invalid password',
  'errors.code.invalid_token': 'Invalid token',
  'errors.code.token_expired': 'Token expired',
} satisfies Partial<Record<`errors.code.${ErrorCode}`, string>>;

export type ErrorCodeKey = keyof typeof errorCodesEn;
