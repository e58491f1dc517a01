import type { Context, Hono } from 'hono';
import { apiError } from '@contracts/errors';
import { z } from 'zod';
import { password, passwordIsEmailMessage, passwordMatchesEmail } from '@contracts/auth';
import { passwordMaxLength } from '@contracts/limits';
import { validationFailed } from '../http/app-error';
import type { AppEnv } from '../http/env';
import type { Auth } from './auth';
import { validated, type Forward } from './forward';
import { accountKey, type PasswordAttempts, type PasswordOutcome } from './password-attempts';

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
 * What better-auth's answer to a check of the signed-in person's password says: success is the
 * right password, its invalid_password refusal a wrong one, anything else (a refused new password,
 * no session) neither.
 */
export async function passwordOutcome(response: Response): Promise<PasswordOutcome> {
  if (response.ok) return 'right';
  if (response.status !== 400) return 'neither';
  const body = apiError.safeParse(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  return body.success && body.data.error.code === 'invalid_password' ? 'wrong' : 'neither';
}

/**
 * A new password set by reset or change follows the sign-up rules: the length, none of the
 * commonest passwords, and not the account's own email address. Changing it checks the current
 * one: a password check (./password-attempts.ts), paused with the account's others.
 */
export function addPasswordRoutes(
  router: Hono<AppEnv>,
  auth: Auth,
  forward: Forward,
  attempts: PasswordAttempts,
) {
  router.post(
    '/reset-password',
    validated(resetPasswordBody, forward, async (c, body) => {
      refuseEmail(body.newPassword, await resetTokenEmail(auth, c, body.token));
    }),
  );
  const changePassword = validated(changePasswordBody, forward, async (c, body) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    refuseEmail(body.newPassword, session?.user.email);
  });
  router.post('/change-password', (c) => {
    const viewer = c.get('viewer');
    return attempts.check(
      c,
      viewer ? accountKey(viewer.email) : undefined,
      () => changePassword(c),
      passwordOutcome,
    );
  });
}
