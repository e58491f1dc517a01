import type { Context } from 'hono';
import type { z } from 'zod';
import { codeForStatus, validationFailed } from '../http/app-error';
import { errorBody, errorResponse, fieldErrors } from '../http/error-handler';
import type { Auth } from './auth';
import { authErrorCode } from './auth-error-codes';

/**
 * Session tokens stay in the httpOnly cookie: better-auth also puts them in JSON bodies (sign-in,
 * get-session, list-sessions, change-password), where any script on the page could read them.
 * Removes `token` from the body, from its `session` and from each listed item. The user's `image`
 * goes too: the app never sets or shows it (decision 049), and one stored before it was refused
 * could be a `javascript:` or tracking URL.
 */
function withoutTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutTokens);
  if (!body || typeof body !== 'object') return body;
  const { token: _token, ...rest } = body as Record<string, unknown>;
  if (rest.session && typeof rest.session === 'object') rest.session = withoutTokens(rest.session);
  if (rest.user && typeof rest.user === 'object') {
    const { image: _image, ...user } = rest.user as Record<string, unknown>;
    rest.user = user;
  }
  return rest;
}

function personal(headers: Headers) {
  // Who is signed in, their sessions: never stored by a browser or a proxy.
  headers.set('Cache-Control', 'no-store');
  headers.delete('content-length');
  return headers;
}

const couldNotComplete = 'The request could not be completed.';

/** better-auth's refusals that concern one field without naming it in the message. */
const fieldOfCode: Readonly<Record<string, string>> = {
  INVALID_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
};

/**
 * A 400 validation_failed names its fields (ARCHITECTURE.md): better-auth writes the one it refused
 * as "[body.email] Invalid email address", or says it by its code; the body as a whole ("[body] …",
 * malformed JSON) is "_".
 */
function refusedFields(message: string, code: unknown): Record<string, string> {
  if (typeof code === 'string' && Object.hasOwn(fieldOfCode, code))
    return { [fieldOfCode[code]!]: message };
  const match = /^\[body\.?([^\]]*)\]\s*(.*)$/s.exec(message);
  return match ? { [match[1] || '_']: match[2] || message } : { _: message };
}

/**
 * Passes a request to better-auth and answers in our terms: its {code, message} errors rewritten
 * into the one error shape with a listed code (auth-error-codes.ts; its message and status kept),
 * no session token in any body, and never cacheable.
 */
export function createForwarder(auth: Auth) {
  return async function forward(request: Request): Promise<Response> {
    const response = await auth.handler(request);
    const headers = personal(new Headers(response.headers));
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    if (response.status < 400) {
      if (!isJson || !response.body) {
        return new Response(response.body, { status: response.status, headers });
      }
      const body = withoutTokens(await response.json());
      return new Response(JSON.stringify(body), { status: response.status, headers });
    }
    if (!isJson) {
      const missing = response.status === 404;
      return Response.json(
        errorBody(
          codeForStatus(response.status),
          missing ? 'There is no such API endpoint.' : couldNotComplete,
        ),
        { status: response.status, headers: personal(new Headers()) },
      );
    }
    const body = ((await response.json().catch(() => null)) ?? {}) as {
      code?: unknown;
      message?: unknown;
    };
    const message = typeof body.message === 'string' && body.message ? body.message : undefined;
    const code = authErrorCode(response.status, body.code);
    const text = message ?? couldNotComplete;
    return new Response(
      JSON.stringify(
        errorBody(
          code,
          text,
          code === 'validation_failed' ? refusedFields(text, body.code) : undefined,
        ),
      ),
      { status: response.status, headers },
    );
  };
}

export type Forward = ReturnType<typeof createForwarder>;

/** The same request with a new JSON body (after validation normalised it). */
export function withJsonBody(request: Request, body: unknown) {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}

/**
 * Answers 400 with per-field messages, or hands the validated body on (by default straight to
 * better-auth; `then` may check more first, e.g. against the account).
 */
export function validated<T extends z.ZodType>(
  schema: T,
  forward: Forward,
  then?: (c: Context, data: z.output<T>) => Promise<void>,
) {
  return async (c: Context) => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return errorResponse(c, validationFailed(fieldErrors(parsed.error)));
    await then?.(c, parsed.data);
    return forward(withJsonBody(c.req.raw, parsed.data));
  };
}
