import type { ApiError as ApiErrorBody } from '../../contracts/errors';

/** Any failed API call, whatever the cause: the server's error shape, an unexpected answer, or no answer at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's error code (validation_failed, unauthenticated, EMAIL_NOT_VERIFIED…), or network / bad_response. */
    readonly code: string,
    message: string,
    /** Per-field messages of a 400 validation_failed, keyed by the request's field names. */
    readonly fields: Readonly<Record<string, string>> = {},
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

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const inner = (value as { error: unknown }).error;
  return (
    typeof inner === 'object' &&
    inner !== null &&
    typeof (inner as { code?: unknown }).code === 'string' &&
    typeof (inner as { message?: unknown }).message === 'string'
  );
}

/** The one place that turns an error answer into an ApiError. */
export function toApiError(status: number, body: unknown, fallbackMessage: string): ApiError {
  if (isErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code, message || fallbackMessage, fields ?? {});
  }
  return new ApiError(status, status >= 500 ? 'internal' : 'bad_response', fallbackMessage);
}

/** The message to show a person for any thrown value, or the fallback the spec gives for the situation. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== 0 && error.code !== 'internal' && error.message)
    return error.message;
  if (isApiError(error) && error.status === 0) return error.message;
  return fallback;
}
