import { UserCog } from 'lucide-react';
import { adminT } from '@web/lib/i18n/admin-t';
import { EmptyState } from '@web/ui/empty-state';
import { PsalmStatistics } from './psalm-statistics';

/**
 * The Admins tab (000 §2, permission admin_management): administrator roles, then the psalm
 * statistics with cleanup.
 */
export default function AdminManagementTab() {
  return (
    <div className="grid gap-6">
      {/* Administrator roles: granting, revoking and the role cards arrive with their own issue. */}
      <EmptyState
        icon={UserCog}
        title={adminT('adminRoles.title')}
        description={adminT('adminRoles.description')}
        className="py-8"
      />
      <PsalmStatistics />
    </div>
  );
}
