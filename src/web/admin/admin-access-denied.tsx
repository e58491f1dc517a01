import { Link } from '@web/ui/link';
import { ShieldX } from 'lucide-react';
import type { Me } from '@contracts/me';
import { adminT } from './i18n/admin-t';
import { useSignOut } from '../lib/session/use-sign-out';
import { notifyError, notifySuccess } from '../lib/toasts';
import { Button } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { AdminFrame } from './admin-frame';

/**
 * A signed-in person without a staff role opened /admin (ARCHITECTURE: the browser never trusts a
 * session alone). Says what happened and offers the way back: the app, or signing in as staff.
 */
export function AdminAccessDenied({ me }: { me: Me }) {
  const signOut = useSignOut({
    redirectTo: '/admin',
    onSignedOut: () => notifySuccess(adminT('admin.signedOut')),
    onError: (error) =>
      notifyError(adminT('admin.signedOut'), error, adminT('admin.signOutFailed')),
  });
  return (
    <AdminFrame title={adminT('admin.deniedTitle')}>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldX aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-xl font-semibold">{adminT('admin.deniedTitle')}</h1>
          <p className="text-sm text-muted-foreground">
            {adminT('admin.deniedDescription', { email: me.user.email })}
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/dashboard">{adminT('admin.deniedToApp')}</Link>
            </Button>
            <Button variant="outline" onClick={() => signOut.mutate()} loading={signOut.isPending}>
              {adminT('admin.deniedSignOut')}
            </Button>
          </div>
        </CardContent>
      </Card>
    </AdminFrame>
  );
}
