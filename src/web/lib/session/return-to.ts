import type { Location } from 'react-router';

/** Where a protected route sends a signed-out visitor, remembering where they were going. */
export const signInPath = '/auth';
export const defaultSignedInPath = '/dashboard';

export interface ReturnToState {
  from?: string;
}

export function returnToState(location: Location): ReturnToState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** The remembered path, if it is a path of this app's user side (never another site, never an auth screen). */
export function readReturnTo(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//'))
    return defaultSignedInPath;
  const path = from.split(/[?#]/)[0] ?? '';
  if (path === signInPath || path === '/reset-password' || path === '/auth-callback')
    return defaultSignedInPath;
  return from;
}
