import { useEffect } from 'react';
import { withDictionaries } from '@web/lib/i18n/translate';

/** 001 §9: the prompt comes 3 s after opening, and stays 10 s. */
const promptAfterMs = 3_000;

/**
 * Offers notifications 3 s after the app opens when this browser's permission is undecided. The
 * toast and the subscribing code load only then (push-prompt.ts), so the first route stays small.
 */
export function usePushPrompt(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    if (!('Notification' in window) || !('serviceWorker' in navigator)) return;
    if (Notification.permission !== 'default') return;
    const timer = setTimeout(() => {
      if (Notification.permission !== 'default') return;
      void withDictionaries(import('./push-prompt')).then((module) => module.showPushPrompt());
    }, promptAfterMs);
    return () => clearTimeout(timer);
  }, [signedIn]);
}
