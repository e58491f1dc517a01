import { Outlet } from 'react-router';
import type { FirstScreen } from '@web/lib/first-screen';
import { t } from '@web/lib/i18n/t';
import { useMe } from '@web/lib/session/me-query';
import { PlayerProvider, ShellMiniPlayer } from '@web/features/listening';
import { BottomBar } from './bottom-bar';
import { groupAlertsQuery, useGroupNoticesLive } from '@web/features/groups';
import { MobileTopBar } from './mobile-top-bar';
import { SideNav } from './side-nav';
import { useNewContentToast } from './use-new-content-toast';
import { useOfflineApp } from './use-offline-app';
import { usePushPrompt } from '@web/features/push';
import { DeviceWidgetFlow } from '@web/features/widgets';
import { useTimeZoneSync } from './use-time-zone-sync';

/** What the frame itself shows on every page's first screen: the unread group notices badge. */
export const shellFirstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(groupAlertsQuery());

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
