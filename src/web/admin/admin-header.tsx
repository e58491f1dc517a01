import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogOut, Settings } from 'lucide-react';
import type { Me } from '@contracts/me';
import { adminT } from './i18n/admin-t';
import { useGlobalSignOut } from '../lib/session/use-global-sign-out';
import { notifyError, notifySuccess } from '../lib/toasts';
import { BrandMark } from '../ui/brand-mark';
import { Button } from '../ui/button';
import { GlobalLogoutConfirm } from '../ui/global-logout-confirm';
import { ThemeToggle } from '../ui/theme-toggle';
import { AdminMenu } from './admin-menu';

/** 000 §2: "Administrative Panel", its subtitle, Global Logout, Admin Settings and the Admin menu. */
export function AdminHeader({ me }: { me: Me }) {
  const navigate = useNavigate();
  // Global sign-out redirects to /admin (000 §2), where the sign-in page then shows.
  const globalSignOut = useGlobalSignOut({
    redirectTo: '/admin',
    onSignedOut: () =>
      notifySuccess(adminT('admin.signedOut'), adminT('admin.signedOutEverywhere')),
    onError: (error) =>
      notifyError(adminT('admin.signedOut'), error, adminT('admin.signOutFailed')),
  });

  // Global Logout asks first: it signs out every device.
  const [asking, setAsking] = useState(false);

  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-3 px-4 py-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandMark className="size-10" />
          <div className="min-w-0">
            <h1 className="text-xl leading-tight font-semibold sm:text-2xl">
              {adminT('admin.headerTitle')}
            </h1>
            <p className="text-sm text-muted-foreground">{adminT('admin.headerSubtitle')}</p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <Button variant="outline" onClick={() => void navigate('/admin/settings')}>
            <Settings aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{adminT('admin.settingsButton')}</span>
          </Button>
          <Button
            variant="outline"
            onClick={() => setAsking(true)}
            loading={globalSignOut.isPending}
          >
            {globalSignOut.isPending ? null : <LogOut aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">{adminT('admin.globalLogout')}</span>
          </Button>
          <AdminMenu me={me} onGlobalLogout={() => setAsking(true)} />
          <GlobalLogoutConfirm
            open={asking}
            onOpenChange={setAsking}
            onConfirm={() => globalSignOut.mutate()}
          />
        </div>
      </div>
    </header>
  );
}
