import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiRoutes } from '@server/api-routes';
import { ApiError, toApiError } from './api-error';
import { t } from './i18n/t';
import { currentLocale } from './i18n/translate';
import { renderContext } from './render-context';

/**
 * fetch for the API on this origin: the session cookie goes along, and every failure becomes an
 * ApiError (no answer: status 0, code network; an error answer: the server's code, message and
 * per-field messages). A request cancelled through its signal rejects with the abort as is.
 * Accept-Language names the app's language, so an account created now starts in it (its first
 * email too).
 */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  const headers = new Headers(init?.headers);
  headers.set('Accept-Language', currentLocale());
  try {
    // On the server the page's own request answers in-process (render-context.ts).
    const send = renderContext()?.fetch ?? fetch;
    response = await send(input, { ...init, headers, credentials: 'same-origin' });
  } catch (cause) {
    if (init?.signal?.aborted) throw cause;
    throw new ApiError(0, 'network', t('errors.network'));
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw toApiError(response.status, parseJson(text), t('errors.unexpected'));
  }
  return response;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The typed client: one property per path segment of the server's routes (`api.journal[':id']`),
 * one `$get`/`$post`/… per method. Request (param, query, json) and answer types come from the
 * route definitions (src/server/api-routes.ts, a type-only import: no server code is bundled).
 */
export const api = hc<ApiRoutes>('/api', {
  fetch: apiFetch,
  headers: { Accept: 'application/json' },
});

/** What a successful answer carries: the JSON body of its 2xx response, undefined for 204. */
export type ApiData<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Status extends 204 | 205
        ? undefined
        : Format extends 'json'
          ? Body
          : never
      : never
    : never;

/**
 * Awaits a typed client call and resolves with its answer's body, typed by the route (undefined
 * for an empty answer). Errors were already turned into ApiError by apiFetch; a body that is not
 * JSON is one too (bad_response).
 */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<ApiData<R>> {
  const response = await request;
  const text = await response.text();
  if (!text) return undefined as ApiData<R>;
  const body = parseJson(text);
  if (body === undefined)
    throw new ApiError(response.status, 'bad_response', t('errors.unexpected'));
  // The one place that trusts the server's route types (the way hc's own json() does).
  return body as ApiData<R>;
}

/**
 * POST to one of better-auth's endpoints under /api/auth (not OpenAPI routes, so not in the typed
 * client). Their answers are not typed: a caller that reads one checks its shape itself.
 */
export async function postAuth(path: `/api/auth/${string}`, body: object = {}): Promise<unknown> {
  const response = await apiFetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = parseJson(text);
  if (text && parsed === undefined)
    throw new ApiError(response.status, 'bad_response', t('errors.unexpected'));
  return parsed;
}
