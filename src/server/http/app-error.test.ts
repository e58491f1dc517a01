import { BASE_ERROR_CODES } from 'better-auth';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@contracts/error-codes';
import { apiError } from '@contracts/errors';
import { noPsalmGenerated } from '@contracts/psalms';
import errorCodesEn from '@web/lib/i18n/error-codes/en.json';
import {
  appError,
  codeForStatus,
  csrfFailed,
  errorStatus,
  forbidden,
  premiumRequired,
  unauthenticated,
} from './app-error';
import { createErrorHandler } from './error-handler';

/** An app whose one route throws the given error, answered by the real error handler. */
async function answerTo(error: Error) {
  const app = new Hono();
  app.onError(createErrorHandler(pino({ level: 'silent' })));
  app.get('/', () => {
    throw error;
  });
  const response = await app.request('/');
  return { status: response.status, body: apiError.parse(await response.json()) };
}

describe('error codes', () => {
  it('answers each listed code with its status', async () => {
    for (const code of errorCodes) {
      const { status, body } = await answerTo(appError(code, 'A message.'));
      expect(status).toBe(errorStatus[code]);
      expect(body).toEqual({ error: { code, message: 'A message.' } });
    }
  });

  it('gives an HTTPException of any status a listed code', async () => {
    const cases: [number, string][] = [
      [400, 'validation_failed'],
      [401, 'unauthenticated'],
      [403, 'forbidden'],
      [404, 'not_found'],
      [405, 'bad_request'],
      [413, 'payload_too_large'],
      [415, 'unsupported_media_type'],
      [429, 'rate_limited'],
      [503, 'internal'],
    ];
    for (const [status, code] of cases) {
      const answer = await answerTo(new HTTPException(status as 400, { message: 'Refused.' }));
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(code);
      expect(codeForStatus(status)).toBe(code);
    }
  });
});

describe("the web's texts for codes", () => {
  it('are word for word what the server (or better-auth) says for each code with one fixed sentence', async () => {
    const unsupported = await answerTo(new HTTPException(415));
    // The general sentences (errors.general.*) are the web's own, for readers of other languages.
    const fixed = Object.fromEntries(
      Object.entries(errorCodesEn).filter(([key]) => key.startsWith('errors.code.')),
    );
    expect(fixed).toEqual({
      'errors.code.premium_required': premiumRequired().message,
      'errors.code.csrf_failed': csrfFailed().message,
      'errors.code.unsupported_media_type': unsupported.body.error.message,
      'errors.code.no_psalm_generated': noPsalmGenerated,
      'errors.code.invalid_credentials': BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.message,
      'errors.code.email_not_verified': BASE_ERROR_CODES.EMAIL_NOT_VERIFIED.message,
      'errors.code.invalid_password': BASE_ERROR_CODES.INVALID_PASSWORD.message,
      'errors.code.invalid_token': BASE_ERROR_CODES.INVALID_TOKEN.message,
      'errors.code.token_expired': BASE_ERROR_CODES.TOKEN_EXPIRED.message,
    });
  });

  it('give, where the server has one sentence for a code, that sentence as its general one', () => {
    expect(errorCodesEn['errors.general.unauthenticated']).toBe(unauthenticated().message);
    expect(errorCodesEn['errors.general.forbidden']).toBe(forbidden().message);
  });
});
