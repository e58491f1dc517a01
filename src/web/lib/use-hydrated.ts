import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while the page hydrates, true after: parts that depend on this device
 * (its storage, its screen, its clock) render only then, so the first drawing matches the
 * server's (decision 145). The switch is a transition, drawn in slices after the page went live:
 * an external store's (useSyncExternalStore) would redraw those parts synchronously, in the same
 * long task as hydration's commit on a phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
