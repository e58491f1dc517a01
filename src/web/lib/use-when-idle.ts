import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * False until the browser is idle after the page went live (never on the server): for parts nobody
 * needs in the first seconds, so hydration does not pay for them.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
