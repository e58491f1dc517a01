import { Crown, ShieldCheck } from 'lucide-react';
import type { GroupRole } from '@contracts/groups';
import { groupsT } from './i18n/groups-t';
import { Badge } from '@web/ui/badge';

/** A member's place in a group: Leader, Co-leader or Member. */
export function RoleBadge({ role }: { role: GroupRole }) {
  const Icon = role === 'leader' ? Crown : role === 'co_leader' ? ShieldCheck : null;
  return (
    <Badge variant={role === 'member' ? 'secondary' : 'default'}>
      {Icon ? <Icon aria-hidden="true" className="mr-1 size-3" /> : null}
      {groupsT(`groups.role.${role}`)}
    </Badge>
  );
}
