import { Route, Routes } from 'react-router';
import { AdminGate } from './admin-gate';
import { AdminSetupPage } from './setup/admin-setup-page';

/** Everything under /admin: the one-time setup page and the portal. Loaded as its own chunk. */
export function AdminApp() {
  return (
    <Routes>
      <Route path="setup" element={<AdminSetupPage />} />
      <Route path="*" element={<AdminGate />} />
    </Routes>
  );
}
