import { inject } from 'vitest';
import type { BrowserContext } from 'playwright-core';

/** Signs the browser context in through the API (for journeys that are not about signing in). */
export async function signInContext(
  context: BrowserContext,
  email: string,
  password: string,
  baseURL: string = inject('baseURL'),
): Promise<void> {
  const response = await context.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { Origin: baseURL },
  });
  if (!response.ok())
    throw new Error(`Signing in ${email} answered ${response.status()}: ${await response.text()}`);
}
