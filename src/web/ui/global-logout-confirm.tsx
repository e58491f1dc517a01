import { logoutT } from '../lib/i18n/logout-t';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Global Logout asks first: it signs out every device, not just this one. The user
 * app's button and the portal's header and menu open this; `onConfirm` starts the sign-out.
 */
export function GlobalLogoutConfirm({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={logoutT('logout.confirmTitle')}
      description={logoutT('logout.confirmDescription')}
      cancelLabel={logoutT('logout.cancel')}
      confirmLabel={logoutT('logout.confirm')}
      destructive
      onConfirm={onConfirm}
    />
  );
}
