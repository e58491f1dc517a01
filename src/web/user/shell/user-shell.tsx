import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { t } from '@web/lib/i18n/t';
import { withDictionaries } from '@web/lib/i18n/translate';
import { useWhenIdle } from '@web/lib/use-when-idle';
import { useMe } from '@web/lib/session/me-query';
import { PlayerProvider } from '@web/user/player/player-provider';
import { ShellMiniPlayer } from '@web/user/player/shell-mini-player';
import { BottomBar } from './bottom-bar';
import { useGroupNoticesLive } from './group-notices-badge';
import { MobileTopBar } from './mobile-top-bar';
import { SideNav } from './side-nav';
import { useNewContentToast } from './use-new-content-toast';
import { useOfflineApp } from './use-offline-app';
import { usePushPrompt } from './use-push-prompt';
import { useTimeZoneSync } from './use-time-zone-sync';

// The widget suggestion (001 §4) arrives in its own chunk after the page.
const WidgetFlow = lazy(async () => ({
  default: (await withDictionaries(import('../widgets/widget-flow'))).WidgetFlow,
}));

/** The widget suggestion reads this device's storage: drawn once the page is live and idle. */
function DeviceWidgetFlow() {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <WidgetFlow />
    </Suspense>
  );
}

/**
 * The user app's frame around every protected page (001 §2): side navigation from 1024 px, a top bar
 * and a bottom bar below. Which one shows is decided by CSS, so there is no flash on load or resize.
 * The app's one audio player lives here, so listening carries on across pages (decision 064).
 */
export function UserShell() {
  const me = useMe();
  useNewContentToast(!!me.data?.isAdmin);
  useTimeZoneSync(!!me.data);
  useOfflineApp(me.data?.user.id);
  usePushPrompt(!!me.data);
  useGroupNoticesLive(!!me.data);
  return (
    <PlayerProvider>
      <div className="min-h-dvh lg:flex">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('ui.skipToContent')}
        </a>
        <SideNav />
        <MobileTopBar />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 pb-24 outline-none lg:pb-0">
          <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
            <Outlet />
          </div>
        </main>
        <BottomBar />
      </div>
      <ShellMiniPlayer />
      {me.data && <DeviceWidgetFlow />}
    </PlayerProvider>
  );
}
