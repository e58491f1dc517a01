import type { ErrorCode } from '@contracts/error-codes';

/**
 * What a person reads for an API error code (docs/decisions/011-error-codes.md), spread into `en`.
 * A code has an entry only when its English is one fixed sentence, word for word the server's (and
 * better-auth's) message that people saw before codes were mapped. A code whose message names
 * something (not_found, conflict, rate_limited with its seconds, validation_failed…) has none yet:
 * the server's message is shown, until the server sends what the sentence needs as parameters.
 *
 * `errors.general.<code>`: a general sentence for a code, for a reader of another language when the
 * server's English message is not one the app can translate (localize-message.ts); in English the
 * server's own message, which names what went wrong, is kept.
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
  'errors.general.daily_limit_reached':
    "You have opened today's free items. Upgrade to Premium for unlimited daily content.",
  'errors.general.validation_failed': 'Please correct the highlighted fields.',
  'errors.general.bad_request': 'The request could not be understood. Please try again.',
  'errors.general.unauthenticated': 'Please sign in first.',
  'errors.general.forbidden': "You don't have permission to do that.",
  'errors.general.not_found': 'That was not found. It may have been removed.',
  'errors.general.conflict': 'That clashes with something that already exists or has just changed.',
  'errors.general.payload_too_large': 'That is too large to send.',
  'errors.general.rate_limited': 'Too many attempts. Please wait a moment and try again.',
  'errors.general.internal': 'Something went wrong on our side. Please try again.',
  'errors.general.unavailable': 'The service is unavailable for a moment. Please try again.',
  'errors.general.generation_failed':
    'The text or voice service failed. Please try again in a moment.',
  'errors.general.widget_disabled': 'Widgets are switched off for now.',
  'errors.general.billing_failed':
    'The payment service did not answer. Please try again in a moment.',
  'errors.general.push_failed': 'The notification could not be sent. Please try again.',
  'errors.general.email_taken': 'An account with this email already exists.',
} satisfies Partial<Record<`errors.${'code' | 'general'}.${ErrorCode}`, string>>;

export type ErrorCodeKey = keyof typeof errorCodesEn;
