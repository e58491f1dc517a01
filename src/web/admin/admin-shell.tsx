import { Route, Routes } from 'react-router';
import type { Me } from '@contracts/me';
import { Redirect } from '../ui/redirect';
import { TooltipProvider } from '../ui/tooltip';
import { AdminHeader } from './admin-header';
import { AdminTabs, defaultTabId } from './admin-tabs';

/** The portal for a staff member: the header and the tabs, with a URL per tab. */
export function AdminShell({ me }: { me: Me }) {
  return (
    <TooltipProvider delayDuration={300}>
      <div className="min-h-dvh">
        <AdminHeader me={me} />
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
          <Routes>
            <Route index element={<Redirect to={defaultTabId(me)} />} />
            <Route path=":tabId/*" element={<AdminTabs me={me} />} />
          </Routes>
        </main>
      </div>
    </TooltipProvider>
  );
}
