import { Workbox } from 'workbox-window';
import { pwaT as t } from '@web/lib/i18n/pwa-t';
import { workerMessages } from '@web/lib/offline-cache-names';
import { notifyAction } from '@web/lib/toasts';
import { loadedUrls } from './loaded-urls';

let started = false;

/**
 * Registers the service worker for a signed-in member (decision 138). Loaded with a dynamic import
 * after the page has loaded, so none of it is in the first route's bytes. Tells the worker who is
 * signed in, hands it the files and answers this page loaded before it was in control, and this
 * page's own address when its navigation did not pass through the worker (so the very first visit
 * reopens offline too, decision 149), and offers "Reload" when a new version is waiting.
 */
export function startOfflineApp(memberId: string): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const page = navigator.serviceWorker.controller ? [] : [window.location.href.split('#')[0]!];
  const workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });

  workbox.addEventListener('waiting', () => {
    notifyAction(t('pwa.updateAvailable'), {
      id: 'app-update',
      duration: Infinity,
      action: {
        label: t('pwa.reload'),
        onClick: () => {
          // Reload once the new worker is in control, so the page and its files match.
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  void workbox
    .register()
    .then(async (registration) => {
      if (!registration) return;
      await navigator.serviceWorker.ready;
      await workbox.messageSW({ type: workerMessages.signedIn, memberId });
      const urlsToCache = [...page, ...loadedUrls()];
      await workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
    })
    .catch((error: unknown) => console.warn('The offline app could not start', error));
}
