import { lazy, Suspense, useState } from 'react';
import { LogOut } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { t } from '@web/lib/i18n/t';
import { withDictionaries } from '@web/lib/i18n/translate';
import { useGlobalSignOut } from '@web/lib/session/use-global-sign-out';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';

// The confirmation (Radix's alert dialog) loads when first wanted, not with the shell: it is on
// every signed-in page's first load, which has a budget (decision 103).
const loadConfirm = () => withDictionaries(import('@web/ui/global-logout-confirm'));
const GlobalLogoutConfirm = lazy(async () => ({
  default: (await loadConfirm()).GlobalLogoutConfirm,
}));

interface GlobalLogoutButtonProps {
  /** Icon only (collapsed sidebar); the name stays for screen readers and shows as a tooltip. */
  compact?: boolean;
  className?: string;
}

/**
 * Global Logout (001 §2): asks first (it signs out every device), then signs out every session of
 * the person and shows the sign-in page with "Signed out".
 */
export function GlobalLogoutButton({ compact = false, className }: GlobalLogoutButtonProps) {
  const globalSignOut = useGlobalSignOut({
    redirectTo: '/auth',
    onSignedOut: () => notifySuccess(t('session.signedOut'), t('session.signedOutEverywhere')),
    onError: (error) => notifyError(t('errors.title'), error, t('session.signOutFailed')),
  });

  const [asking, setAsking] = useState(false);
  // Mounted from the first ask on, so the dialog can animate closed afterwards.
  const [wanted, setWanted] = useState(false);
  const ask = () => {
    setWanted(true);
    setAsking(true);
  };
  const preload = () => void loadConfirm();

  return (
    <>
      <Button
        variant="ghost"
        onClick={ask}
        onPointerEnter={preload}
        onFocus={preload}
        loading={globalSignOut.isPending}
        title={t('session.globalLogoutHint')}
        className={cn('justify-start', compact && 'justify-center px-0', className)}
      >
        {globalSignOut.isPending ? null : <LogOut aria-hidden="true" />}
        <span className={cn(compact && 'sr-only')}>{t('session.globalLogout')}</span>
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <GlobalLogoutConfirm
            open={asking}
            onOpenChange={setAsking}
            onConfirm={() => globalSignOut.mutate()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
