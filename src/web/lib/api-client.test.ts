import { describe, expect, test, vi } from 'vitest';
import { api, call, postAuth } from './api-client';
import { ApiError, errorMessage } from './api-error';

function answer(status: number, body?: unknown) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

function firstCall(fetchMock: ReturnType<typeof answer>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {} };
}

describe('the API client', () => {
  test('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = answer(201, { id: 'c1', name: 'Hope' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      call(api.admin.categories.$post({ json: { name: 'Hope', color: '#3b82f6' } })),
    ).resolves.toEqual({ id: 'c1', name: 'Hope' });
    const { url, init } = firstCall(fetchMock);
    expect(url).toBe('/api/admin/categories');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"name":"Hope","color":"#3b82f6"}');
    const headers = new Headers(init.headers);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  test('turns the error shape into an ApiError with its field messages', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'validation_failed',
          message: 'Check the form',
          fields: { name: 'Too long' },
        },
      }),
    );
    const error = await call(
      api.admin.categories.$post({ json: { name: 'x'.repeat(500), color: '#3b82f6' } }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { name: 'Too long' },
    });
    expect(errorMessage(error, 'fallback')).toBe('Check the form');
  });

  test('a server error shows the fallback text, never internals', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'internal', message: 'Internal error' } }));
    const error = await call(api.me.$get()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, code: 'internal' });
    expect(errorMessage(error, 'Failed to sign in')).toBe('Failed to sign in');
  });

  test('no answer at all is a network error with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await call(api.me.$get()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });

  test('a request cancelled through its signal rejects with the abort, not a network error', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw abort;
      }),
    );
    const controller = new AbortController();
    controller.abort();
    const error = await call(api.me.$get(undefined, { init: { signal: controller.signal } })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBe(abort);
  });

  test('an empty answer resolves to undefined; query values are encoded, undefined ones left out', async () => {
    const fetchMock = answer(204);
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      call(api.journal[':id'].$delete({ param: { id: '7f1c' } })),
    ).resolves.toBeUndefined();
    expect(firstCall(fetchMock).url).toBe('/api/journal/7f1c');

    const listMock = answer(200, { items: [], nextCursor: null });
    vi.stubGlobal('fetch', listMock);
    await call(api.journal.$get({ query: { q: 'a b', mood: undefined, limit: 5 } }));
    expect(firstCall(listMock).url).toBe('/api/journal?q=a+b&limit=5');
  });

  test('a successful answer that is not JSON is a bad_response error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    const error = await call(api.me.$get()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 200, code: 'bad_response' });
  });

  test('better-auth endpoints get a JSON body (empty when none is given) and the same errors', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(postAuth('/api/auth/sign-out')).resolves.toEqual({ ok: true });
    const { url, init } = firstCall(fetchMock);
    expect(url).toBe('/api/auth/sign-out');
    expect(init.body).toBe('{}');
    expect(init.credentials).toBe('same-origin');

    vi.stubGlobal('fetch', answer(401, { error: { code: 'invalid_credentials', message: 'No' } }));
    await expect(postAuth('/api/auth/sign-in/email', {})).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
  });
});
