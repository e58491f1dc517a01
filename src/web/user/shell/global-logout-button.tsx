import { LogOut } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { t } from '@web/lib/i18n/t';
import { useGlobalSignOut } from '@web/lib/session/use-global-sign-out';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';

interface GlobalLogoutButtonProps {
  /** Icon only (collapsed sidebar); the name stays for screen readers and shows as a tooltip. */
  compact?: boolean;
  className?: string;
}

/** Global Logout (001 §2): signs out every session of the person, then shows the sign-in page. */
export function GlobalLogoutButton({ compact = false, className }: GlobalLogoutButtonProps) {
  const globalSignOut = useGlobalSignOut({
    redirectTo: '/auth',
    onSignedOut: () => notifySuccess(t('session.signedOut'), t('session.signedOutEverywhere')),
    onError: (error) => notifyError(t('errors.title'), error, t('session.signOutFailed')),
  });

  return (
    <Button
      variant="ghost"
      onClick={() => globalSignOut.mutate()}
      loading={globalSignOut.isPending}
      title={t('session.globalLogoutHint')}
      className={cn('justify-start', compact && 'justify-center px-0', className)}
    >
      {globalSignOut.isPending ? null : <LogOut aria-hidden="true" />}
      <span className={cn(compact && 'sr-only')}>{t('session.globalLogout')}</span>
    </Button>
  );
}
