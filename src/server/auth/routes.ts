import { Hono } from 'hono';
import { z } from 'zod';
import { imageUrl, refinePasswordNotEmail, signUpInput } from '@contracts/auth';
import { rateLimit } from '../http/rate-limit';
import type { Auth } from './auth';
import { createForwarder, validated } from './forward';
import { addPasswordRoutes } from './password-routes';
import { signInWithAccountLimit } from './sign-in-limit';

// Paths that send email or check a password: the ones worth guessing or flooding. Their limit per
// address is stricter than the write limit (decision 026), which leaves them to it.
export const authLimitedPaths = [
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
  '/reset-password',
  '/change-password',
  '/verify-password',
];

const signUpBody = z
  .strictObject({
    ...signUpInput.shape,
    name: z.string().trim().min(1).max(201).optional(),
    callbackURL: z.string().max(2000).optional(),
    image: imageUrl.optional(),
  })
  .superRefine(refinePasswordNotEmail);

// The account's own details, changed by the signed-in person: the same limits as at sign-up.
const updateUserBody = z.strictObject({
  firstName: signUpInput.shape.firstName.optional(),
  lastName: signUpInput.shape.lastName.optional(),
  name: z.string().trim().min(1).max(201).optional(),
  image: imageUrl.nullable().optional(),
});

/** better-auth under /api/auth, behind our rate limits, validation and error shape. */
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
  for (const path of authLimitedPaths) router.use(path, limiter);
  const forward = createForwarder(auth);

  router.post('/sign-in/email', signInWithAccountLimit(forward));
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
  addPasswordRoutes(router, auth, forward);

  router.all('/*', (c) => forward(c.req.raw));
  return router;
}
