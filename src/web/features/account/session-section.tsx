import { accountT as t } from './i18n/account-t';
import { t as appT } from '@web/lib/i18n/t';
import { useSignOut } from '@web/lib/session/use-sign-out';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { GlobalLogoutButton } from '@web/features/auth';

/** Sign out here (001 §8 Signed out / Error: Failed to sign out…) or everywhere (Global Logout). */
export function SessionSection() {
  const signOut = useSignOut({
    redirectTo: '/auth',
    onSignedOut: () =>
      notifySuccess(appT('session.signedOut'), appT('session.signedOutDescription')),
    onError: (error) => notifyError(appT('errors.title'), error, appT('session.signOutFailed')),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.sessionTitle')}</CardTitle>
        <CardDescription>{t('account.sessionDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => signOut.mutate()} loading={signOut.isPending}>
          {appT('session.signOut')}
        </Button>
        <GlobalLogoutButton className="border border-input" />
      </CardContent>
    </Card>
  );
}
