import { StaffRoles } from '@web/admin/staff/staff-roles';
import { PsalmStatistics } from './psalm-statistics';
import type { FirstScreen } from '@web/lib/first-screen';
import { staffQueries } from '@web/admin/staff/staff-queries';
import { adminManagementQueries } from './admin-management-queries';

/** The tab's first screen (decision 162): the staff and the psalm statistics. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchQuery(staffQueries.list()),
    queryClient.prefetchQuery(adminManagementQueries.psalmStats()),
  ]);

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
