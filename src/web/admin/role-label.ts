import { adminRoles, type AdminRole } from '@contracts/roles';
import { adminT } from '@web/admin/i18n/admin-t';

const isAdminRole = (role: string): role is AdminRole =>
  (adminRoles as readonly string[]).includes(role);

/** A staff role as staff read it ("Superadministrador", not super_admin); null for no role. */
export function roleLabel(role: string | null): string | null {
  if (!role) return null;
  return isAdminRole(role) ? adminT(`admin.role.${role}`) : role;
}
