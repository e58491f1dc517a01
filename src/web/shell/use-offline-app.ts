import { useEffect } from 'react';

/**
 * Starts the installable offline app for the signed-in member once the page has loaded: the worker's
 * registration arrives in its own chunk, never with the first route (bundle budget, decision 103).
 */
export function useOfflineApp(memberId: string | undefined): void {
  useEffect(() => {
    if (!memberId) return;
    const start = () => {
      void import('@web/pwa/register-worker').then((module) => module.startOfflineApp(memberId));
    };
    if (document.readyState === 'complete') {
      start();
      return;
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [memberId]);
}
