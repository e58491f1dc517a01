import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { signUpInput } from '../../contracts/auth';
import { errorBody, fieldErrors } from '../http/error-handler';
import { rateLimit } from '../http/rate-limit';
import type { Auth } from './auth';

// Paths that send email or check a password: the ones worth guessing or flooding.
const limitedPaths = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
  '/reset-password',
  '/change-password',
];

const signUpBody = z.strictObject({
  ...signUpInput.shape,
  name: z.string().trim().min(1).max(201).optional(),
  callbackURL: z.string().max(2000).optional(),
  image: z.string().optional(),
});

// The account's own details, changed by the signed-in person: the same limits as at sign-up.
const updateUserBody = z.strictObject({
  firstName: signUpInput.shape.firstName.optional(),
  lastName: signUpInput.shape.lastName.optional(),
  name: z.string().trim().min(1).max(201).optional(),
  image: z.url().max(2000).nullable().optional(),
});

/** Answers 400 with per-field messages, or passes the validated body on to better-auth. */
function validated<T extends z.ZodType>(
  schema: T,
  forward: (request: Request) => Promise<Response>,
) {
  return async (c: Context) => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      return c.json(
        errorBody(
          'validation_failed',
          'Please correct the highlighted fields.',
          fieldErrors(parsed.error),
        ),
        400,
      );
    }
    return forward(withJsonBody(c.req.raw, parsed.data));
  };
}

function withJsonBody(request: Request, body: unknown) {
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(body) });
}

/** better-auth under /api/auth, behind our rate limit, sign-up validation and error shape. */
export function createAuthRoutes(
  auth: Auth,
  options: { limitPerMinute: number; trustedProxyHops: number },
) {
  const router = new Hono();
  const limiter = rateLimit({
    limit: options.limitPerMinute,
    windowMs: 60_000,
    trustedProxyHops: options.trustedProxyHops,
  });
  for (const path of limitedPaths) router.use(path, limiter);

  /** Passes a request to better-auth and rewrites its {code, message} errors into our shape. */
  async function handle(request: Request) {
    const response = await auth.handler(request);
    if (response.status < 400) return response;
    if (!response.headers.get('content-type')?.includes('json')) {
      const missing = response.status === 404;
      return Response.json(
        errorBody(
          missing ? 'not_found' : 'auth_error',
          missing ? 'There is no such API endpoint.' : 'The request could not be completed.',
        ),
        { status: response.status },
      );
    }
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(
      JSON.stringify(
        errorBody(body.code ?? 'auth_error', body.message ?? 'The request could not be completed.'),
      ),
      { status: response.status, headers },
    );
  }

  // Sign-up is validated with the shared schema (per-field messages) and the full name is derived
  // from the first and last names when the client does not send one.
  router.post(
    '/sign-up/email',
    validated(
      signUpBody.transform((body) => ({
        ...body,
        name: body.name ?? `${body.firstName} ${body.lastName}`,
      })),
      handle,
    ),
  );
  router.post('/update-user', validated(updateUserBody, handle));

  router.all('/*', (c) => handle(c.req.raw));
  return router;
}
