import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { errorSummary } from '../error-summary';
import type { Logger } from '../logger';
import { AppError } from './app-error';
import { loggablePath } from './request-logger';

export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Per-field messages from a zod error: the first message for each dotted path. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
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
    return c.json(
      errorBody(
        'validation_failed',
        'Please correct the highlighted fields.',
        fieldErrors(result.error),
      ),
      400,
    );
  }
}

/** Turns anything thrown into the single error shape; never leaks a stack trace. */
export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof AppError) {
      return c.json(errorBody(err.code, err.message, err.fields), err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 413)
        return c.json(errorBody('payload_too_large', 'The request is too large.'), 413);
      if (status === 400) {
        return c.json(
          errorBody('validation_failed', err.message || 'The request is malformed.'),
          400,
        );
      }
      if (status === 415)
        return c.json(
          errorBody('unsupported_media_type', 'Send the body as application/json.'),
          415,
        );
      return c.json(errorBody(status >= 500 ? 'internal' : 'error', err.message), status);
    }
    // A summary, not the error: a failed query's parameters (the user's text) never reach the log.
    // Logged as `error`, since pino's default serializer would rework anything under `err`.
    logger.error(
      { error: errorSummary(err), path: loggablePath(c.req.path), method: c.req.method },
      'unhandled error',
    );
    return c.json(
      errorBody('internal', 'Something went wrong on our side. Please try again.'),
      500,
    );
  };
}
