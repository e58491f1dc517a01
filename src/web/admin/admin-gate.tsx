import { lazy, Suspense, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { adminT } from './i18n/admin-t';
import { loadForServer } from '../lib/render-context';
import { useMe } from '../lib/session/me-query';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { AdminAccessDenied } from './admin-access-denied';
import { AdminFrame } from './admin-frame';
import { AdminShell } from './admin-shell';
import { AdminStatus } from './admin-status';

// Staff who open the portal are nearly always signed in already: the sign-in form's code (and its
// zod schemas, a long task on a phone) arrives only for those who are not.
const AdminSignInPage = lazy(() =>
  loadForServer(import('./admin-sign-in-page')).then((module) => ({
    default: module.AdminSignInPage,
  })),
);

/**
 * Decides what /admin shows (000 §2, §4): loading, the sign-in page, "Verifying admin access" right
 * after a sign-in, the access-denied view for a person without a staff role, or the panel.
 */
export function AdminGate() {
  const me = useMe();
  // Set when a password is accepted; "verifying" lasts until /api/me has answered again after that.
  const [signedIn, setSignedIn] = useState<{ email: string; at: number } | null>(null);

  if (me.isPending) return <AdminStatus message={adminT('admin.loading')} />;
  // Only a first load that failed: a failed background recheck keeps the page (and what is typed).
  if (me.isError && me.data === undefined) {
    return (
      <AdminFrame title={adminT('admin.portalTitle')}>
        <Card>
          <CardContent className="flex flex-col items-center gap-4 py-8 text-center">
            <p className="text-sm">{adminT('admin.loadFailed')}</p>
            <Button onClick={() => void me.refetch()} loading={me.isFetching}>
              <RefreshCw aria-hidden="true" />
              {adminT('admin.retry')}
            </Button>
          </CardContent>
        </Card>
      </AdminFrame>
    );
  }
  if (signedIn && me.dataUpdatedAt <= signedIn.at) {
    return <AdminStatus message={adminT('admin.verifying', { email: signedIn.email })} />;
  }
  if (!me.data) {
    return (
      <Suspense fallback={<AdminStatus message={adminT('admin.loading')} />}>
        <AdminSignInPage
          onAuthenticated={(email) => setSignedIn({ email, at: me.dataUpdatedAt })}
        />
      </Suspense>
    );
  }
  if (!me.data.isAdmin) return <AdminAccessDenied me={me.data} />;
  return <AdminShell me={me.data} />;
}
