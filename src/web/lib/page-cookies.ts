import { pageCookies } from '@contracts/page-cookies';

/** Keeps the cookies the server draws pages by (@contracts/page-cookies) in step with this browser. */
const yearSeconds = 365 * 24 * 60 * 60;

/** Sets (or, with null, clears) one of them for every path of this site. */
export function writePageCookie(name: keyof typeof pageCookies, value: string | null): void {
  if (typeof document === 'undefined') return;
  const age = value === null ? 0 : yearSeconds;
  document.cookie = `${pageCookies[name]}=${encodeURIComponent(value ?? '')}; path=/; max-age=${age}; samesite=lax`;
}
