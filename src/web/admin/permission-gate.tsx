import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { Me } from '@contracts/me';
import type { PermissionKey } from '@contracts/roles';
import { adminT, type AdminMessageKey } from './i18n/admin-t';
import { hasPermission } from '../lib/session/me-query';

interface PermissionGateProps {
  me: Me;
  permission: PermissionKey;
  /** For super-admin-only sections, the spec's notice under the gate's text. */
  notice?: AdminMessageKey;
  children: ReactNode;
}

/**
 * 000 §2: every tab is wrapped in a gate. Without the permission it shows 'Access Restricted' and
 * never loads the section's code. (The server refuses the section's calls whatever the browser shows.)
 */
export function PermissionGate({ me, permission, notice, children }: PermissionGateProps) {
  if (hasPermission(me, permission)) return <>{children}</>;
  return (
    <section
      aria-labelledby="gate-title"
      data-testid="permission-gate"
      className="flex flex-col items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h2 id="gate-title" className="text-lg font-semibold">
        {adminT('admin.gateTitle')}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{adminT('admin.gateDescription')}</p>
      {notice ? (
        <p className="max-w-md text-sm font-medium text-foreground">{adminT(notice)}</p>
      ) : null}
    </section>
  );
}
