import { describe, expect, test } from 'vitest';
import { leads, memberActions } from './group-roles';

describe('what a member of a group may do to another', () => {
  test('the leader makes co-leaders and removes anyone but themselves', () => {
    expect(memberActions('leader', 'member', false)).toEqual({ changeRole: true, remove: true });
    expect(memberActions('leader', 'co_leader', false)).toEqual({ changeRole: true, remove: true });
    expect(memberActions('leader', 'leader', true)).toEqual({ changeRole: false, remove: false });
  });

  test('a co-leader removes plain members only, and changes no roles', () => {
    expect(memberActions('co_leader', 'member', false)).toEqual({
      changeRole: false,
      remove: true,
    });
    expect(memberActions('co_leader', 'co_leader', false)).toEqual({
      changeRole: false,
      remove: false,
    });
    expect(memberActions('co_leader', 'leader', false)).toEqual({
      changeRole: false,
      remove: false,
    });
  });

  test('a member does nothing to others', () => {
    expect(memberActions('member', 'member', false)).toEqual({ changeRole: false, remove: false });
    expect(memberActions('member', 'leader', false)).toEqual({ changeRole: false, remove: false });
  });

  test('leaders and co-leaders lead; members do not', () => {
    expect([leads('leader'), leads('co_leader'), leads('member')]).toEqual([true, true, false]);
  });
});
