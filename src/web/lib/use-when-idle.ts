import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser is idle after the page went live (never on the server): for parts nobody
 * needs in the first seconds, so hydration does not pay for them.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setIdle(true));
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(done, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(done, 1000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
