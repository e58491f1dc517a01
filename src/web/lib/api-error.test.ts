import { afterEach, describe, expect, test } from 'vitest';
import { errorMessage, toApiError } from './api-error';
import { errorCodeText } from './i18n/error-code-text';
import { switchLocale } from './i18n/translate';

const fallback = 'Something went wrong. Please try again.';

describe('an error answer becomes the text a person reads', () => {
  test("a code the dictionary has is shown with the dictionary's text, not the server's wording", () => {
    const error = toApiError(
      401,
      { error: { code: 'invalid_credentials', message: 'wording of the server' } },
      fallback,
    );
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(error.message).toBe('Invalid email or password');
    expect(errorMessage(error, 'Sign in failed')).toBe('Invalid email or password');
  });

  test("a code without a text of its own shows the server's message; field messages stay the server's", () => {
    expect(errorCodeText('conflict')).toBeUndefined();
    const conflict = toApiError(
      409,
      { error: { code: 'conflict', message: 'A category with this name already exists.' } },
      fallback,
    );
    expect(conflict.message).toBe('A category with this name already exists.');

    const invalid = toApiError(
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Please correct the highlighted fields.',
          fields: { title: 'Title must be at most 200 characters' },
        },
      },
      fallback,
    );
    expect(invalid.message).toBe('Please correct the highlighted fields.');
    expect(invalid.fields).toEqual({ title: 'Title must be at most 200 characters' });
  });

  test('a code outside the list, or a body outside the error shape, is an unexpected answer', () => {
    expect(
      toApiError(400, { error: { code: 'SOMETHING_ELSE', message: 'No.' } }, fallback),
    ).toMatchObject({ code: 'bad_response', message: 'No.' });
    expect(toApiError(502, '<html>', fallback)).toMatchObject({
      code: 'internal',
      message: fallback,
    });
    expect(toApiError(404, { message: 'nope' }, fallback)).toMatchObject({
      code: 'bad_response',
      message: fallback,
    });
  });
});

describe('an error answer read in Portuguese or Spanish', () => {
  afterEach(() => switchLocale('en'));

  test('a message the app cannot translate gives way to the code’s general sentence in the reader’s language', async () => {
    await switchLocale('pt');
    const conflict = toApiError(
      409,
      { error: { code: 'conflict', message: 'You have already reported this.' } },
      fallback,
    );
    expect(conflict.message).toBe(
      'Isso entra em conflito com algo que já existe ou acabou de mudar.',
    );
    const limited = toApiError(
      429,
      {
        error: {
          code: 'rate_limited',
          message: 'You are posting too quickly. Please wait a minute and try again.',
        },
      },
      fallback,
    );
    expect(limited.message).toBe('Muitas tentativas. Aguarde um momento e tente novamente.');

    await switchLocale('es');
    const missing = toApiError(
      404,
      { error: { code: 'not_found', message: 'That post was not found.' } },
      fallback,
    );
    expect(missing.message).toBe('No encontramos eso. Quizá se haya eliminado.');
  });

  test('a validation message of the contracts is still translated word for word, fields too', async () => {
    await switchLocale('pt');
    const invalid = toApiError(
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Title is required',
          fields: { title: 'Title is required' },
        },
      },
      fallback,
    );
    expect(invalid.message).not.toBe('Title is required');
    expect(invalid.message).not.toBe('Corrija os campos destacados.');
    expect(invalid.fields.title).toBe(invalid.message);
  });
});
