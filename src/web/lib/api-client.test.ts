import { afterEach, describe, expect, test, vi } from 'vitest';
import { api } from './api-client';
import { ApiError, errorMessage } from './api-error';

function answer(status: number, body?: unknown) {
  return vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  test('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/thing');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
  });

  test('turns the error shape into an ApiError with its field messages', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the form',
          fields: { email: 'Bad email' },
        },
      }),
    );
    const error = await api.post('/api/thing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'Bad email' },
    });
    expect(errorMessage(error, 'fallback')).toBe('Check the form');
  });

  test('a server error shows the fallback text, never internals', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'internal', message: 'Internal error' } }));
    const error = await api.get('/api/thing').catch((caught: unknown) => caught);
    expect(errorMessage(error, 'Failed to sign in')).toBe('Failed to sign in');
  });

  test('no answer at all is a network error with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await api.get('/api/thing').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  test('an empty answer resolves to undefined; query values are encoded', async () => {
    const fetchMock = answer(204);
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      api.get('/api/setup/status', { query: { token: 'a b', skip: undefined } }),
    ).resolves.toBeUndefined();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/setup/status?token=a+b');
  });
});
