import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { password, passwordIsEmailMessage, passwordMatchesEmail } from '@contracts/auth';
import { passwordMaxLength } from '@contracts/limits';
import { validationFailed } from '../http/app-error';
import type { Auth } from './auth';
import { validated, type Forward } from './forward';

const resetPasswordBody = z.object({
  newPassword: password,
  token: z.string().max(200).optional(),
});

/**
 * Changing the password signs the other sessions out unless the caller says otherwise
 * (revokeOtherSessions: false): a password is usually changed because someone else may know it.
 */
const changePasswordBody = z.strictObject({
  newPassword: password,
  currentPassword: z
    .string()
    .min(1, 'Please enter your current password')
    .max(passwordMaxLength, 'Password must be at most 128 characters long'),
  revokeOtherSessions: z.boolean().default(true),
});

function refuseEmail(newPassword: string, email: string | undefined) {
  if (email && passwordMatchesEmail(newPassword, email))
    throw validationFailed({ newPassword: passwordIsEmailMessage });
}

/** The account a reset token belongs to; unknown or expired tokens are left to better-auth. */
async function resetTokenEmail(auth: Auth, c: Context, bodyToken: string | undefined) {
  const token = bodyToken ?? c.req.query('token');
  if (!token) return undefined;
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return undefined;
  return (await ctx.internalAdapter.findUserById(verification.value))?.email;
}

/**
 * A new password set by reset or change follows the sign-up rules: the length, none of the
 * commonest passwords, and not the account's own email address.
 */
export function addPasswordRoutes(router: Hono, auth: Auth, forward: Forward) {
  router.post(
    '/reset-password',
    validated(resetPasswordBody, forward, async (c, body) => {
      refuseEmail(body.newPassword, await resetTokenEmail(auth, c, body.token));
    }),
  );
  router.post(
    '/change-password',
    validated(changePasswordBody, forward, async (c, body) => {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      refuseEmail(body.newPassword, session?.user.email);
    }),
  );
}
