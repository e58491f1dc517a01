import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error a service throws on purpose: it becomes the single error shape with its status. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Please sign in first.');
export const forbidden = (message = "You don't have permission to do that.") =>
  new AppError(403, 'forbidden', message);
export const notFound = (what = 'That') => new AppError(404, 'not_found', `${what} was not found.`);
export const validationFailed = (
  fields: Record<string, string>,
  message = 'Please correct the highlighted fields.',
) => new AppError(400, 'validation_failed', message, fields);
