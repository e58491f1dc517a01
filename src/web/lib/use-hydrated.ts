import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * False on the server and while the page hydrates, true after: parts that depend on this device
 * (its storage, its screen, its clock) render only then, so the first drawing matches the
 * server's (decision 145).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
