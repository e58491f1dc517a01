import { isErrorCode, type ErrorCode } from '@contracts/error-codes';
import { errorCodeText, generalErrorText } from './i18n/error-code-text';
import { findLocalizedMessage, localizeMessage } from './i18n/localize-message';

/**
 * Codes the web gives failures that are not an error answer of the API: no answer at all
 * (network), an answer of an unexpected form (bad_response), an import stream that reported a
 * failure (import_failed).
 */
export type ClientErrorCode = 'network' | 'bad_response' | 'import_failed';

/** The server's codes (the closed list of src/contracts/error-codes.ts) and the web's own. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/** Any failed API call, whatever the cause: the server's error shape, an unexpected answer, or no answer at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: ApiErrorCode,
    /** The text to show: the dictionary's for the code, else the server's own message. */
    message: string,
    /** Per-field messages of a 400 validation_failed, keyed by the request's field names. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Facts the server sent to word the error with (daily_limit_reached: DailyLimitDetails). */
    readonly details: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }

  get isUnauthenticated(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ErrorBody = { code: unknown; message: unknown; fields?: unknown; details?: unknown };

function errorOf(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null || !('error' in value)) return undefined;
  const inner: unknown = value.error;
  if (typeof inner !== 'object' || inner === null) return undefined;
  if (!('code' in inner) || !('message' in inner)) return undefined;
  return inner;
}

function stringsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, message]) => [field, localizeMessage(message)]),
  );
}

function detailsOf(value: unknown): Record<string, string | number> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * The one place that turns an error answer into an ApiError. A listed code is shown with the
 * dictionary's text for it, or the server's message when the dictionary has none; that message and
 * the per-field ones are put in the reader's language when they are validation messages of the
 * contracts (localize-message.ts), else kept as sent, except that a reader of another language than
 * English gets the code's general sentence in theirs rather than an English message. An answer
 * outside the error shape or with an unlisted code is unexpected (internal from a 5xx, else
 * bad_response), with the server's message if it has one.
 */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  const error = errorOf(body);
  const sent = typeof error?.message === 'string' && error.message ? error.message : undefined;
  const localized = sent && findLocalizedMessage(sent);
  if (error && isErrorCode(error.code)) {
    const text =
      errorCodeText(error.code) ??
      localized ??
      generalErrorText(error.code) ??
      sent ??
      fallbackMessage;
    return new ApiError(
      status,
      error.code,
      text,
      stringsOf(error.fields),
      detailsOf(error.details),
    );
  }
  const code = status >= 500 ? 'internal' : 'bad_response';
  return new ApiError(status, code, localized ?? sent ?? fallbackMessage);
}

/** The message to show a person for any thrown value, or the fallback the spec gives for the situation. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.code !== 'internal' && error.message)
    return error.message;
  if (isApiError(error) && error.status === 0) return error.message;
  return fallback;
}
