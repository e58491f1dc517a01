import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { t } from '@web/lib/i18n/t';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { isDeviceOffline } from '@web/lib/device-offline';
import { OfflineState } from '@web/ui/offline-state';

/**
 * Shown when a page fails to render or its code cannot be loaded (for example after a deploy).
 * Offline, it says what does open without a connection instead.
 */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.warn('Route error', error);
  if (isDeviceOffline()) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-lg items-center p-6">
        <OfflineState className="w-full" headingLevel={1} />
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg items-center p-6">
      <EmptyState
        className="w-full"
        icon={TriangleAlert}
        title={t('routeError.title')}
        description={t('routeError.description')}
        action={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
      />
    </main>
  );
}
