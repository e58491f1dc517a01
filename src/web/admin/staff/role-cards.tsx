import { adminRoles, rolePermissions } from '@contracts/roles';
import { staffT } from '@web/admin/i18n/admin-staff-t';
import { Badge } from '@web/ui/badge';

/** 000 §6: a card per role with its first three permission keys and "+N more". */
export function RoleCards() {
  return (
    <section aria-labelledby="role-cards-heading" className="grid gap-3">
      <h3 id="role-cards-heading" className="text-sm font-semibold">
        {staffT('staff.cards.heading')}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        {[...adminRoles].reverse().map((role) => {
          const keys = rolePermissions[role];
          return (
            <li key={role} className="grid gap-2 rounded-lg border bg-card p-4">
              <span className="font-medium">{staffT(`role.${role}`)}</span>
              <span className="flex flex-wrap gap-1.5">
                {keys.slice(0, 3).map((key) => (
                  <Badge key={key} variant="secondary">
                    {key}
                  </Badge>
                ))}
                {keys.length > 3 ? (
                  <Badge variant="outline">
                    {staffT('staff.cards.more', { count: keys.length - 3 })}
                  </Badge>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
