import type { GroupRole } from '@contracts/groups';

/** Leaders and co-leaders look after the group: its links, removals, reports and name. */
export function leads(role: GroupRole): boolean {
  return role === 'leader' || role === 'co_leader';
}

/**
 * What the caller may do to a member of their group (decision 062): the leader alone makes or
 * unmakes co-leaders; leaders remove members, a co-leader only plain members. Nobody acts on
 * themselves here (leaving is its own action).
 */
export function memberActions(
  mine: GroupRole,
  theirs: GroupRole,
  self: boolean,
): { changeRole: boolean; remove: boolean } {
  if (self) return { changeRole: false, remove: false };
  return {
    changeRole: mine === 'leader' && theirs !== 'leader',
    remove: mine === 'leader' ? theirs !== 'leader' : mine === 'co_leader' && theirs === 'member',
  };
}
