import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A page opened from a link starts at its top (the app has no scroll restoration, so the reader
 * opened from far down the library, or the library from the dashboard's tiles, would open scrolled
 * down); Back and Forward leave the browser's position alone. Runs when `key` changes (another
 * item), not when the page's own filters replace the address.
 */
export function useScrollToTop(key: string) {
  const openedBy = useRef(useNavigationType());
  useEffect(() => {
    if (openedBy.current !== 'POP') window.scrollTo(0, 0);
  }, [key]);
}
