import type { SignInInput, SignUpInput } from '@contracts/auth';
import { postAuth } from '../api-client';

/**
 * better-auth's email and password endpoints under /api/auth (the server rewrites their errors into
 * the one shape). They are not OpenAPI routes, so their answers are not typed: the one field the
 * web reads (the signed-in email) is checked at run time.
 */

export function signUp(input: SignUpInput): Promise<unknown> {
  return postAuth('/api/auth/sign-up/email', {
    name: `${input.firstName.trim()} ${input.lastName.trim()}`,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    password: input.password,
    callbackURL: '/auth-callback?type=signup',
  });
}

/** Signs in; resolves with the account's email as the server wrote it, when the answer has one. */
export async function signIn(input: SignInInput): Promise<{ email?: string }> {
  const answer = await postAuth('/api/auth/sign-in/email', {
    email: input.email.trim(),
    password: input.password,
  });
  return { email: userEmail(answer) };
}

function userEmail(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('user' in answer)) return undefined;
  const { user } = answer;
  if (typeof user !== 'object' || user === null || !('email' in user)) return undefined;
  return typeof user.email === 'string' ? user.email : undefined;
}

export function signOut(): Promise<unknown> {
  return postAuth('/api/auth/sign-out');
}

/** Ends every session of the person (Global Logout), then this one's cookie. */
export async function signOutEverywhere(): Promise<void> {
  await postAuth('/api/auth/revoke-sessions');
  try {
    await signOut();
  } catch {
    // The session was already revoked above; clearing the cookie is best effort.
  }
}

export function requestPasswordReset(email: string): Promise<unknown> {
  return postAuth('/api/auth/request-password-reset', {
    email: email.trim(),
    redirectTo: '/reset-password',
  });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return postAuth('/api/auth/reset-password', { token, newPassword });
}
