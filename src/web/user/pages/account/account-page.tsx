import { Settings2 } from 'lucide-react';
import { t } from '@web/lib/i18n/t';
import { useMe } from '@web/lib/session/me-query';
import { useSignOut } from '@web/lib/session/use-sign-out';
import { themes, useTheme, type Theme } from '@web/lib/theme';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { EmptyState } from '@web/ui/empty-state';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Label } from '@web/ui/label';
import { PageHeader } from '@web/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/ui/select';
import { GlobalLogoutButton } from '@web/user/shell/global-logout-button';

/** 001 §2 Account Settings. The profile and preference forms arrive with the profile feature. */
export function AccountPage() {
  const { data: me } = useMe();
  const [theme, setTheme] = useTheme();
  const signOut = useSignOut({
    redirectTo: '/auth',
    onSignedOut: () => notifySuccess(t('session.signedOut'), t('session.signedOutDescription')),
    onError: (error) => notifyError(t('errors.title'), error, t('session.signOutFailed')),
  });

  return (
    <>
      <PageHeader title={t('account.heading')} description={t('account.subtitle')} />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('account.profile')}</CardTitle>
            <CardDescription>{t('account.profileDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('account.name')}>
              <Input value={me?.user.name ?? ''} readOnly />
            </FormField>
            <FormField label={t('auth.email')}>
              <Input type="email" value={me?.user.email ?? ''} readOnly />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{t('account.appearance')}</CardTitle>
            <CardDescription>{t('account.appearanceDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid max-w-xs gap-1.5">
            <Label htmlFor="account-theme">{t('ui.theme')}</Label>
            <Select value={theme} onValueChange={(value) => setTheme(value as Theme)}>
              <SelectTrigger id="account-theme">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {themes.map((option) => (
                  <SelectItem key={option} value={option}>
                    {t(`ui.theme.${option}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </CardContent>
        </Card>

        <EmptyState
          icon={Settings2}
          title={t('account.moreTitle')}
          description={t('account.moreDescription')}
        />

        <Card>
          <CardHeader>
            <CardTitle>{t('account.signOutTitle')}</CardTitle>
            <CardDescription>{t('account.signOutDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => signOut.mutate()} loading={signOut.isPending}>
              {t('session.signOut')}
            </Button>
            <GlobalLogoutButton className="border border-input" />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
