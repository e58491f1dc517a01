import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-drawn page that React hydrates on its own, after the rest (decision 145):
 * each such part is its own small task on a phone instead of one long one for the whole page.
 * Nothing in it suspends once hydrated, so it never shows a fallback.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
