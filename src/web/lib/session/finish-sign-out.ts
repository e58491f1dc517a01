import type { QueryClient } from '@tanstack/react-query';
import { navigateTo } from '../navigation';
import { clearOfflineCaches } from '../offline-cache';
import { resetSession } from './me-query';

let signingOut = false;

/**
 * True between the end of a session and the arrival on the page the sign-out leads to, so that a
 * protected route does not also redirect (and remember the page the person deliberately left).
 */
export function isSigningOut(): boolean {
  return signingOut;
}

/** Forgets the session in the web, then goes to `redirectTo`. */
export async function finishSignOut(queryClient: QueryClient, redirectTo: string): Promise<void> {
  signingOut = true;
  try {
    await resetSession(queryClient, null);
    // Nothing of the person who left stays readable offline (decision 138).
    await clearOfflineCaches();
    await navigateTo(redirectTo, { replace: true });
  } finally {
    signingOut = false;
  }
}
