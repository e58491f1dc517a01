import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { postInput } from '@contracts/community';
import type { groupAlertList, GroupInput, GroupNotify, GroupUpdate } from '@contracts/groups';
import { api, call } from '@web/lib/api-client';
import { groupAlertKeys, refreshGroupAlerts } from './group-alerts';
import { communityKeys, refreshCommunity } from '@web/features/posts';
import { groupKeys, refreshGroups } from './groups-queries';

/** POST /api/groups: the caller starts a group and leads it. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupInput) => call(api.groups.$post({ json: input })),
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** PATCH /api/groups/{id}: a new name or description (leaders and co-leaders). */
export function useUpdateGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupUpdate) =>
      call(api.groups[':id'].$patch({ param: { id }, json: input })),
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** PUT /api/groups/{id}/photo with the image as the body (leaders; the avatar's rules). */
export function useUploadGroupPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      call(
        api.groups[':id'].photo.$put(
          { param: { id } },
          { headers: { 'Content-Type': file.type }, init: { body: file } },
        ),
      ),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.group(id), group);
      return refreshGroups(queryClient);
    },
  });
}

/** DELETE /api/groups/{id}/photo: back to initials. */
export function useRemoveGroupPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.groups[':id'].photo.$delete({ param: { id } })),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.group(id), group);
      return refreshGroups(queryClient);
    },
  });
}

/** DELETE /api/groups/{id}: the leader deletes the group and its posts (then forgetGroup). */
export function useDeleteGroup(id: string) {
  return useMutation({
    mutationFn: () => call(api.groups[':id'].$delete({ param: { id } })),
  });
}

/** DELETE /api/groups/{id}/members/{own id}: the caller leaves the group (then forgetGroup). */
export function useLeaveGroup(id: string) {
  return useMutation({
    mutationFn: (userId: string) =>
      call(api.groups[':id'].members[':userId'].$delete({ param: { id, userId } })),
  });
}

/**
 * Once the caller is out of a group (left, or deleted it) and off its page: what was kept of it
 * is dropped, not asked for again (the server would answer 404), and the list is refreshed.
 */
export async function forgetGroup(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: groupKeys.group(id) });
  queryClient.removeQueries({ queryKey: communityKeys.groupWall(id) });
  await queryClient.invalidateQueries({ queryKey: groupKeys.list() });
}

/** POST /api/groups/join: an invite link's token lets the caller in. */
export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(api.groups.join.$post({ json: { token } })),
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** POST /api/groups/{id}/invites: a new link, its URL shown once. */
export function useCreateInvite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.groups[':id'].invites.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.invites(id) }),
  });
}

/** DELETE /api/groups/{id}/invites/{inviteId}: the link lets nobody else in. */
export function useRevokeInvite(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      call(api.groups[':id'].invites[':inviteId'].$delete({ param: { id, inviteId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.invites(id) }),
  });
}

/** PATCH /api/groups/{id}/members/{userId}: the leader makes or unmakes a co-leader. */
export function useSetMemberRole(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: 'co_leader' | 'member' }) =>
      call(api.groups[':id'].members[':userId'].$patch({ param: { id, userId }, json: { role } })),
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** DELETE /api/groups/{id}/members/{userId}: a leader removes someone, or the caller leaves. */
export function useRemoveMember(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(api.groups[':id'].members[':userId'].$delete({ param: { id, userId } })),
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** DELETE /api/groups/{id}/removals/{userId}: a removed person may come back by a link. */
export function useTakeBackRemoval(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      call(api.groups[':id'].removals[':userId'].$delete({ param: { id, userId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.removals(id) }),
  });
}

/** PUT /api/groups/{id}/notifications: every request, a daily summary, or nothing. */
export function useSetNotify(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notify: GroupNotify) =>
      call(api.groups[':id'].notifications.$put({ param: { id }, json: { notify } })),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.group(id), group);
      return refreshGroups(queryClient);
    },
  });
}

/** POST /api/groups/{id}/posts: a post on the group's wall. */
export function useCreateGroupPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof postInput>) =>
      call(api.groups[':id'].posts.$post({ param: { id }, json: input })),
    onSuccess: () => refreshCommunity(queryClient),
  });
}

export type ModerationTarget = { kind: 'post' | 'comment'; id: string };

/** Leaders and co-leaders hide or restore a post or comment of their group. */
export function useModerate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, action }: { target: ModerationTarget; action: 'hide' | 'restore' }) => {
      if (target.kind === 'post') {
        const route = api.groups[':id'].posts[':postId'];
        const param = { id, postId: target.id };
        return call(
          action === 'hide' ? route.hide.$post({ param }) : route.restore.$post({ param }),
        );
      }
      const route = api.groups[':id'].comments[':commentId'];
      const param = { id, commentId: target.id };
      return call(action === 'hide' ? route.hide.$post({ param }) : route.restore.$post({ param }));
    },
    onSuccess: async () => {
      await refreshGroups(queryClient);
      await refreshCommunity(queryClient);
    },
  });
}

/** POST /api/groups/{id}/reports/dismiss: the reports are closed, the post or comment stays. */
export function useDismissReports(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { postId: string; commentId: string | null }) =>
      call(api.groups[':id'].reports.dismiss.$post({ param: { id }, json: target })),
    onSuccess: () => refreshGroups(queryClient),
  });
}

/** POST /api/group-alerts/read: every notice is read; the badge clears at once. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api['group-alerts'].read.$post()),
    onSuccess: () => {
      queryClient.setQueryData(
        groupAlertKeys.all,
        (list: z.infer<typeof groupAlertList> | undefined) =>
          list && { unread: 0, items: list.items.map((item) => ({ ...item, read: true })) },
      );
      return refreshGroupAlerts(queryClient);
    },
  });
}
