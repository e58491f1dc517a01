import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { adminT } from './i18n/admin-t';
import { loadForServer } from '../lib/render-context';
import { AdminGate } from './admin-gate';
import { AdminStatus } from './admin-status';

// Opened once, by one person: its code (and its form's zod schemas) stays out of the portal's chunk.
const AdminSetupPage = lazy(() =>
  loadForServer(import('./setup/admin-setup-page')).then((module) => ({
    default: module.AdminSetupPage,
  })),
);

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
