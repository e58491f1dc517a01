import { Navigate, Outlet, useLocation } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { isOfflineFailure } from '@web/lib/device-offline';
import { t } from '@web/lib/i18n/t';
import { useMe } from '@web/lib/session/me-query';
import { isSigningOut } from '@web/lib/session/finish-sign-out';
import { returnToState, signInPath } from '@web/lib/session/return-to';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { OfflineState } from '@web/ui/offline-state';
import { PageLoading } from '@web/ui/page-loading';

/** Protected routes (001 §2): wait for the session, send signed-out visitors to /auth remembering the origin. */
export function RequireAuth() {
  const location = useLocation();
  const me = useMe();

  if (me.isPending) return <PageLoading message={t('session.loading')} />;
  // Only a first load that failed: a failed background recheck keeps the page (and what is typed).
  if (me.isError && me.data === undefined && isOfflineFailure(me.error)) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-lg items-center p-6">
        <OfflineState className="w-full" headingLevel={1} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (me.isError && me.data === undefined) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-lg items-center p-6">
        <EmptyState
          className="w-full"
          title={t('routeError.title')}
          description={t('errors.network')}
          action={
            <Button onClick={() => void me.refetch()} loading={me.isFetching}>
              <RefreshCw aria-hidden="true" />
              {t('routeError.reload')}
            </Button>
          }
        />
      </main>
    );
  }
  // A deliberate sign-out navigates by itself and must not be remembered as the place to return to.
  if (!me.data && isSigningOut()) return <PageLoading message={t('session.loading')} />;
  if (!me.data) return <Navigate to={signInPath} replace state={returnToState(location)} />;
  return <Outlet />;
}
