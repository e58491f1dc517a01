import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff, UserMinus } from 'lucide-react';
import type { Group, GroupMember } from '@contracts/groups';
import { formatShortDate } from '@web/lib/format-date';
import { groupsT } from './i18n/groups-t';
import { useMe } from '@web/lib/session/me-query';
import { notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { ConfirmDeleteDialog } from '@web/ui/confirm-delete-dialog';
import { GroupInvites } from './group-invites';
import { failureToast, Row, RowList, SectionHeading } from './group-lists';
import { GroupRemovals } from './group-removals';
import { leads, memberActions } from './group-roles';
import { groupQueries } from './groups-queries';
import { RoleBadge } from './role-badge';
import { useRemoveMember, useSetMemberRole } from './use-group-mutations';

/** The group's members with their roles; its leaders also invite, remove and let people back. */
export function GroupMembers({ group }: { group: Group }) {
  const me = useMe();
  const members = useQuery(groupQueries.members(group.id));
  const remove = useRemoveMember(group.id);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const items = members.data?.items ?? [];

  return (
    <div className="grid gap-6">
      <section aria-labelledby="group-members-heading" className="grid gap-3">
        <SectionHeading id="group-members-heading" title={groupsT('groups.members.heading')} />
        <RowList
          query={members}
          count={items.length}
          label={groupsT('groups.members.heading')}
          failed={groupsT('groups.members.loadFailed')}
          none={groupsT('groups.members.loading')}
        >
          {items.map((member) => (
            <MemberRow
              key={member.userId}
              group={group}
              member={member}
              self={member.userId === me.data?.user.id}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </RowList>
      </section>
      {leads(group.myRole) ? (
        <>
          <GroupInvites group={group} />
          <GroupRemovals group={group} />
        </>
      ) : null}
      <ConfirmDeleteDialog
        targetId={removing?.userId ?? null}
        description={groupsT('groups.members.removeDescription')}
        texts={{
          title: groupsT('groups.members.removeTitle', { name: removing?.name ?? '' }),
          cancel: groupsT('groups.settings.cancel'),
          confirm: groupsT('groups.members.remove'),
          pending: groupsT('groups.members.removing'),
          deleted: groupsT('groups.members.removed'),
          failed: groupsT('groups.members.removeFailed'),
        }}
        pending={remove.isPending}
        onConfirm={(userId) => remove.mutateAsync(userId)}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}

function MemberRow({
  group,
  member,
  self,
  onRemove,
}: {
  group: Group;
  member: GroupMember;
  self: boolean;
  onRemove: () => void;
}) {
  const can = memberActions(group.myRole, member.role, self);
  const setRole = useSetMemberRole(group.id);
  const next = member.role === 'co_leader' ? 'member' : 'co_leader';
  const changeRole = () =>
    setRole.mutate(
      { userId: member.userId, role: next },
      {
        onSuccess: () =>
          notifySuccess(
            groupsT('groups.members.roleChanged', {
              name: member.name,
              role: groupsT(`groups.role.${next}`),
            }),
          ),
        onError: failureToast('groups.members.roleFailed'),
      },
    );
  return (
    <Row
      testId="group-member"
      actions={
        <>
          {can.changeRole ? (
            <Button variant="outline" size="sm" disabled={setRole.isPending} onClick={changeRole}>
              {member.role === 'co_leader' ? (
                <ShieldOff aria-hidden="true" />
              ) : (
                <ShieldCheck aria-hidden="true" />
              )}
              {groupsT(
                member.role === 'co_leader'
                  ? 'groups.members.makeMember'
                  : 'groups.members.makeCoLeader',
              )}
            </Button>
          ) : null}
          {can.remove ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={groupsT('groups.members.removeLabel', { name: member.name })}
              onClick={onRemove}
            >
              <UserMinus aria-hidden="true" />
              {groupsT('groups.members.remove')}
            </Button>
          ) : null}
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{member.name}</span>
        {self ? (
          <span className="text-sm text-muted-foreground">{groupsT('groups.members.you')}</span>
        ) : null}
        <RoleBadge role={member.role} />
      </p>
      <p className="text-xs text-muted-foreground">
        {groupsT('groups.members.joined', { date: formatShortDate(member.joinedAt) })}
      </p>
    </Row>
  );
}
