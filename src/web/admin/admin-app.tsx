import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import type { Me } from '@contracts/me';
import type { FirstScreen } from '../lib/first-screen';
import { adminT } from './i18n/admin-t';
import { loadForServer } from '../lib/render-context';
import { hasPermission, meQueryKey } from '../lib/session/me-query';
import { AdminGate } from './admin-gate';
import { AdminStatus } from './admin-status';
import { setupQueries } from './setup/setup-queries';
import { findAdminTab } from './tab-config';

// Opened once, by one person: its code (and its form's zod schemas) stays out of the portal's chunk.
const AdminSetupPage = lazy(() =>
  loadForServer(import('./setup/admin-setup-page')).then((module) => ({
    default: module.AdminSetupPage,
  })),
);

/**
 * The portal's first screen (decision 162), found from the address as its routes below find the
 * page: /admin/setup asks for its link's setup state (for a visitor too); /admin/<tab> runs the
 * tab's own first screen (`firstScreen` beside its body), only for staff whose role may open it,
 * as PermissionGate decides, so a tab the viewer may not open is never asked for. /admin and an
 * unknown tab send their reader on, and sign-in and access denied ask for nothing.
 */
export const adminFirstScreen: FirstScreen = async ({ queryClient, url }) => {
  if (matchPath('/admin/setup', url.pathname)) {
    const token = url.searchParams.get('token') ?? '';
    return queryClient.prefetchQuery(setupQueries.status(token));
  }
  const me = queryClient.getQueryData<Me | null>(meQueryKey);
  const tab = findAdminTab(matchPath('/admin/:tabId/*', url.pathname)?.params.tabId);
  if (!me?.isAdmin || !tab || !hasPermission(me, tab.permission)) return;
  // Code that fails to load is the tab's own to show (its lazy body fails the same way).
  const module = await tab.load().catch(() => undefined);
  return module?.firstScreen({ queryClient, url });
};

/** Everything under /admin: the one-time setup page and the portal. Loaded as its own chunk. */
export function AdminApp() {
  return (
    <Routes>
      <Route
        path="setup"
        element={
          <Suspense fallback={<AdminStatus message={adminT('admin.loading')} />}>
            <AdminSetupPage />
          </Suspense>
        }
      />
      <Route path="*" element={<AdminGate />} />
    </Routes>
  );
}
