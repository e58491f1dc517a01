import { useCallback, useSyncExternalStore } from 'react';

/** True while the CSS media query matches; follows resizes and rotations. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** 001 §9: the user app's mobile breakpoint is 1024 px. */
export const desktopQuery = '(min-width: 1024px)';
