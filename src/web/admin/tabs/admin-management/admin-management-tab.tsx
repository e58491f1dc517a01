import { StaffRoles } from '@web/admin/staff/staff-roles';
import { PsalmStatistics } from './psalm-statistics';

/**
 * The Admins tab (000 §2, permission admin_management): administrator roles with the role cards,
 * then the psalm statistics with cleanup.
 */
export default function AdminManagementTab() {
  return (
    <div className="grid gap-6">
      <StaffRoles />
      <PsalmStatistics />
    </div>
  );
}
