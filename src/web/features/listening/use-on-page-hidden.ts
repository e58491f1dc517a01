import { useEffect, useRef } from 'react';

/** Calls `onHidden` when the page is hidden or closed (the phone locked, the tab closed). */
export function useOnPageHidden(onHidden: () => void) {
  const latest = useRef(onHidden);
  useEffect(() => {
    latest.current = onHidden;
  });
  useEffect(() => {
    const hidden = () => latest.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hidden();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hidden);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hidden);
    };
  }, []);
}
