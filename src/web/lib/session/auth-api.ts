import type { SignInInput, SignUpInput } from '../../../contracts/auth';
import { api } from '../api-client';

/** better-auth's email and password endpoints under /api/auth (the server rewrites their errors into the one shape). */

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

export function signUp(input: SignUpInput) {
  return api.post<{ user?: AuthUser }>('/api/auth/sign-up/email', {
    name: `${input.firstName.trim()} ${input.lastName.trim()}`,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    password: input.password,
    callbackURL: '/auth-callback?type=signup',
  });
}

export function signIn(input: SignInInput) {
  return api.post<{ user?: AuthUser }>('/api/auth/sign-in/email', {
    email: input.email.trim(),
    password: input.password,
  });
}

export function signOut() {
  return api.post<unknown>('/api/auth/sign-out');
}

/** Ends every session of the person (Global Logout), then this one's cookie. */
export async function signOutEverywhere() {
  await api.post<unknown>('/api/auth/revoke-sessions');
  try {
    await signOut();
  } catch {
    // The session was already revoked above; clearing the cookie is best effort.
  }
}

export function requestPasswordReset(email: string) {
  return api.post<unknown>('/api/auth/request-password-reset', {
    email: email.trim(),
    redirectTo: '/reset-password',
  });
}

export function resetPassword(token: string, newPassword: string) {
  return api.post<unknown>('/api/auth/reset-password', { token, newPassword });
}
