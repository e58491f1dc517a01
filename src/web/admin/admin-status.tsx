import { adminT } from './i18n/admin-t';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { AdminFrame } from './admin-frame';

/** "Loading admin panel..." and "Verifying admin access for …" (000 §2). */
export function AdminStatus({ message }: { message: string }) {
  return (
    <AdminFrame title={adminT('admin.portalTitle')}>
      <Card
        className="flex items-center justify-center gap-3 px-6 py-8"
        role="status"
        aria-live="polite"
      >
        <Spinner className="size-5 text-primary" />
        <p className="text-sm font-medium">{message}</p>
      </Card>
    </AdminFrame>
  );
}
