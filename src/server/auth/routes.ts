import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { z } from 'zod';
import { refinePasswordNotEmail, signUpInput } from '@contracts/auth';
import { nameText } from '@contracts/names';
import { appError } from '../http/app-error';
import { rateLimit } from '../http/rate-limit';
import type { LimitWindows } from '../http/limit-windows';
import type { Auth } from './auth';
import { createForwarder, validated } from './forward';
import { accountKey, type PasswordAttempts } from './password-attempts';
import { addPasswordRoutes, passwordOutcome } from './password-routes';

// Paths that check a password: each is one of the password checks of ./password-attempts.ts,
// which share one budget per address and one pause per account with every other route that
// checks a password (DELETE /api/profile).
const passwordCheckPaths = ['/sign-in/email', '/change-password', '/verify-password'];

// Paths that send email or check a password: the ones worth guessing or flooding. Their limit per
// address is stricter than the write limit (decision 026), which leaves them to it.
export const authLimitedPaths = [
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
  '/reset-password',
  ...passwordCheckPaths,
];

/** The full name better-auth keeps (first and last name with a space between, at most). */
const accountName = nameText().trim().min(1).max(201);

// better-auth's `image` is not taken: the picture is the profile's avatar, uploaded to us
// (PUT /api/profile/avatar), and a URL of the client's choice (javascript:, a tracker) never
// reaches a page. A request that sends it is refused on that field.
const signUpBody = z
  .strictObject({
    ...signUpInput.shape,
    name: accountName.optional(),
    callbackURL: z.string().max(2000).optional(),
  })
  .superRefine(refinePasswordNotEmail);

// The account's own details, changed by the signed-in person: the same limits as at sign-up.
const updateUserBody = z.strictObject({
  firstName: signUpInput.shape.firstName.optional(),
  lastName: signUpInput.shape.lastName.optional(),
  name: accountName.optional(),
});

/** A request with no declared body type (better-auth then reads none) or a JSON one. */
function carriesJsonOrNothing(request: Request) {
  const type = request.headers.get('content-type');
  if (type === null || type.trim() === '') return true;
  return type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

const jsonBodyRequired = () =>
  appError('unsupported_media_type', 'Send the body as application/json.');

/** better-auth under /api/auth, behind our rate limits, validation and error shape. */
export function createAuthRoutes(
  auth: Auth,
  options: {
    limitPerMinute: number;
    trustedProxyHops: number;
    passwordAttempts: PasswordAttempts;
    windows?: LimitWindows;
  },
) {
  const router = new Hono<AppEnv>();
  const limiter = rateLimit({
    limit: options.limitPerMinute,
    windowMs: 60_000,
    trustedProxyHops: options.trustedProxyHops,
    windows: options.windows,
  });
  for (const path of authLimitedPaths)
    if (!passwordCheckPaths.includes(path)) router.use(path, limiter);
  const forward = createForwarder(auth);
  const attempts = options.passwordAttempts;

  // better-auth also reads form-encoded and multipart bodies on sign-in and sign-up. Every limit
  // here (the account's pause above all) reads the account from a JSON body, so a body of any
  // other type is refused before any of them runs: what the limits see is what better-auth sees.
  router.use('*', async (c, next) => {
    if (!carriesJsonOrNothing(c.req.raw)) throw jsonBodyRequired();
    await next();
  });

  // The account is the email address the body names (any case); a wrong password answers 401.
  router.post('/sign-in/email', async (c) => {
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => undefined)) as { email?: unknown } | undefined;
    const account =
      typeof body?.email === 'string' ? accountKey(body.email) || undefined : undefined;
    return attempts.check(
      c,
      account,
      () => forward(c.req.raw),
      (response) => (response.ok ? 'right' : response.status === 401 ? 'wrong' : 'neither'),
    );
  });
  // Sign-up is validated with the shared schema (per-field messages) and the full name is derived
  // from the first and last names when the client does not send one.
  router.post(
    '/sign-up/email',
    validated(
      signUpBody.transform((body) => ({
        ...body,
        name: body.name ?? `${body.firstName} ${body.lastName}`,
      })),
      forward,
    ),
  );
  router.post('/update-user', validated(updateUserBody, forward));
  addPasswordRoutes(router, auth, forward, attempts);
  router.post('/verify-password', (c) => {
    const viewer = c.get('viewer');
    return attempts.check(
      c,
      viewer ? accountKey(viewer.email) : undefined,
      () => forward(c.req.raw),
      passwordOutcome,
    );
  });

  router.all('/*', (c) => forward(c.req.raw));
  return router;
}
