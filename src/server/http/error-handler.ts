import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { ErrorCode } from '@contracts/error-codes';
import { errorSummary } from '../error-summary';
import { isDatabaseUnavailable } from '../lib/pg-error';
import type { Logger } from '../logger';
import { AppError, appError, codeForStatus, payloadTooLarge, validationFailed } from './app-error';
import { loggablePath } from './secret-urls';

/** The one error shape: `{ error: { code, message, fields?, details? } }` with a listed code. */
export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, string | number>,
) {
  return { error: { code, message, ...(fields && { fields }), ...(details && { details }) } };
}

/** Answers with an AppError (for handlers that return rather than throw, e.g. hooks). */
export function errorResponse(c: Context, error: AppError) {
  return c.json(errorBody(error.code, error.message, error.fields, error.details), error.status);
}

/** Per-field messages from a zod error: the first message for each dotted path. */
export function fieldErrors(error: ZodError): Record<string, string> {
  // No prototype: an unknown field named "__proto__" is reported like any other (on a plain object
  // the assignment set the prototype instead, and the 400 came with no fields).
  const fields = Object.create(null) as Record<string, string>;
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const unknownKey of issue.keys) fields[unknownKey] ??= 'Unknown field.';
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The hook @hono/zod-openapi calls when a request fails its schema. */
export function validationHook(result: { success: boolean; error?: ZodError }, c: Context) {
  if (!result.success && result.error) {
    return errorResponse(c, validationFailed(fieldErrors(result.error)));
  }
}

/** Turns anything thrown into the single error shape; never leaks a stack trace. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) return errorResponse(c, err);
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413) return errorResponse(c, payloadTooLarge('The request is too large.'));
      if (status === 400) {
        // Malformed JSON and the like: the body as a whole ("_", as fieldErrors names the root).
        const message = err.message || 'The request is malformed.';
        return errorResponse(c, appError('validation_failed', message, { _: message }));
      }
      if (status === 415)
        return errorResponse(
          c,
          appError('unsupported_media_type', 'Send the body as application/json.'),
        );
      return c.json(errorBody(codeForStatus(status), err.message), status);
    }
    if (isDatabaseUnavailable(err)) {
      // The database went away (terminated backends, a restart, a failover): nothing is wrong with
      // the request, and the pool reconnects on the next one, so the caller is told to try again.
      logger.warn(
        { error: errorSummary(err), path: loggablePath(c.req.path), method: c.req.method },
        'database unavailable',
      );
      c.header('Retry-After', '1');
      return errorResponse(
        c,
        appError('unavailable', 'The service is unavailable for a moment. Please try again.'),
      );
    }
    // A summary, not the error: a failed query's parameters (the user's text) never reach the log.
    // Logged as `error`, since pino's default serializer would rework anything under `err`.
    logger.error(
      { error: errorSummary(err), path: loggablePath(c.req.path), method: c.req.method },
      'unhandled error',
    );
    return errorResponse(
      c,
      appError('internal', 'Something went wrong on our side. Please try again.'),
    );
  };
}
