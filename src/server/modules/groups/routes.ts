import { z } from '@hono/zod-openapi';
import {
  activeInviteList,
  group,
  groupInput,
  groupInvite,
  groupList,
  groupMember,
  groupMemberList,
  groupRemovalList,
  groupUpdate,
  inviteParams,
  joinInput,
  memberParams,
  memberRoleInput,
} from '@contracts/groups';
import type { Viewer } from '@server/http/env';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import type { EventBus } from '@server/realtime/bus';
import { createInvite, joinGroup, listInvites, revokeInvite } from './invites';
import { removeGroupPhoto, setGroupPhoto, type PhotoDeps } from './photo';
import { createGroupStaffRoutes } from './staff-routes';
import { createGroupWallRoutes } from './wall-routes';
import { listRemovals, takeBackRemoval } from './removals';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  listMembers,
  mayCreate,
  removeMember,
  setMemberRole,
  updateGroup,
} from './service';

// The paths are fixed (decision 062). Every route by id answers 404 to anyone outside the group.

const done = { 204: { description: 'Done' } };

const list = defineRoute('user', {
  method: 'get',
  path: '/groups',
  summary: 'The groups you are in',
  responses: { 200: json(groupList, 'Your groups') },
});
const create = defineRoute('user', {
  method: 'post',
  path: '/groups',
  summary: 'Start a group; you lead it (premium when Admin Settings say so)',
  request: jsonBody(groupInput),
  responses: { 201: json(group, 'Created') },
});
const getOne = defineRoute('user', {
  method: 'get',
  path: '/groups/{id}',
  summary: 'One of your groups (404 when you are not in it)',
  request: { params: idParam },
  responses: { 200: json(group, 'The group') },
});
const update = defineRoute('user', {
  method: 'patch',
  path: '/groups/{id}',
  summary: 'Rename or redescribe the group (leaders)',
  request: { params: idParam, ...jsonBody(groupUpdate) },
  responses: { 200: json(group, 'Updated') },
});
const remove = defineRoute('user', {
  method: 'delete',
  path: '/groups/{id}',
  summary: 'Delete the group and everything in it (its leader)',
  request: { params: idParam },
  responses: done,
});
const invite = defineRoute('user', {
  method: 'post',
  path: '/groups/{id}/invites',
  summary: 'Make an invite link, usable by many for 14 days (leaders)',
  request: { params: idParam },
  responses: { 201: json(groupInvite, 'The link, shown once') },
});
const revoke = defineRoute('user', {
  method: 'delete',
  path: '/groups/{id}/invites/{inviteId}',
  summary: 'Revoke an invite link (leaders)',
  request: { params: inviteParams },
  responses: done,
});
const invites = defineRoute('user', {
  method: 'get',
  path: '/groups/{id}/invites',
  summary: 'The links still letting people in (leaders)',
  request: { params: idParam },
  responses: { 200: json(activeInviteList, 'Active links') },
});
const removals = defineRoute('user', {
  method: 'get',
  path: '/groups/{id}/removals',
  summary: 'Whom the group’s leaders removed (leaders)',
  request: { params: idParam },
  responses: { 200: json(groupRemovalList, 'Removed people') },
});
const takeBack = defineRoute('user', {
  method: 'delete',
  path: '/groups/{id}/removals/{userId}',
  summary: 'Take a removal back: they may join by a link again (leaders)',
  request: { params: memberParams },
  responses: done,
});
const join = defineRoute('user', {
  method: 'post',
  path: '/groups/join',
  summary: 'Join the group an invite link opens',
  request: jsonBody(joinInput),
  responses: { 200: json(group, 'The group joined') },
});
const members = defineRoute('user', {
  method: 'get',
  path: '/groups/{id}/members',
  summary: 'Who is in the group (its members)',
  request: { params: idParam },
  responses: { 200: json(groupMemberList, 'Members') },
});
const setRole = defineRoute('user', {
  method: 'patch',
  path: '/groups/{id}/members/{userId}',
  summary: 'Make a member a co-leader or a member again (the leader)',
  request: { params: memberParams, ...jsonBody(memberRoleInput) },
  responses: { 200: json(groupMember, 'The member') },
});
const removeOne = defineRoute('user', {
  method: 'delete',
  path: '/groups/{id}/members/{userId}',
  summary: 'Leave the group (yourself) or remove someone (leaders)',
  request: { params: memberParams },
  responses: done,
});

const photoBody = z.string().openapi({ type: 'string', format: 'binary' });
const putPhoto = defineRoute('user', {
  method: 'put',
  path: '/groups/{id}/photo',
  summary:
    'Change the group’s picture (leaders): the request body is the image (PNG, JPEG, WebP or GIF, at most 2 MB)',
  request: {
    params: idParam,
    body: {
      content: {
        'image/png': { schema: photoBody },
        'image/jpeg': { schema: photoBody },
        'image/webp': { schema: photoBody },
        'image/gif': { schema: photoBody },
      },
      required: true,
    },
  },
  responses: {
    200: json(group, 'The group with its new picture'),
    413: { description: 'Larger than 2 MB' },
  },
});
const deletePhoto = defineRoute('user', {
  method: 'delete',
  path: '/groups/{id}/photo',
  summary: 'Remove the group’s picture (leaders)',
  request: { params: idParam },
  responses: { 200: json(group, 'The group without a picture') },
});

type GroupRouteDeps = PhotoDeps & { bus: EventBus; publicUrl: string };

/** Groups and their members, their walls (wall-routes.ts) and the portal's side (staff-routes.ts). */
export function createGroupRoutes(deps: GroupRouteDeps) {
  const { db, bus, publicUrl } = deps;
  const me = (c: { get: (key: 'viewer') => Viewer }) => c.get('viewer').id;
  return createRouter()
    .openapi(putPhoto, async (c) => {
      const data = new Uint8Array(await c.req.arrayBuffer());
      return c.json(await setGroupPhoto(deps, me(c), c.req.valid('param').id, data), 200);
    })
    .openapi(deletePhoto, async (c) =>
      c.json(await setGroupPhoto(deps, me(c), c.req.valid('param').id, null), 200),
    )
    .route('/', createGroupWallRoutes(db, bus))
    .route('/', createGroupStaffRoutes(db))
    .openapi(list, async (c) => {
      const viewer = c.get('viewer');
      const [items, canCreate] = await Promise.all([
        listGroups(db, viewer.id),
        mayCreate(db, viewer),
      ]);
      return c.json({ items, canCreate }, 200);
    })
    .openapi(create, async (c) =>
      c.json(await createGroup(db, bus, c.get('viewer'), c.req.valid('json')), 201),
    )
    .openapi(join, async (c) =>
      c.json(await joinGroup(db, bus, me(c), c.req.valid('json').token), 200),
    )
    .openapi(getOne, async (c) => c.json(await getGroup(db, me(c), c.req.valid('param').id), 200))
    .openapi(update, async (c) =>
      c.json(await updateGroup(db, me(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await removeGroupPhoto(deps, await deleteGroup(db, bus, me(c), c.req.valid('param').id));
      return c.body(null, 204);
    })
    .openapi(invite, async (c) =>
      c.json(await createInvite(db, me(c), c.req.valid('param').id, publicUrl), 201),
    )
    .openapi(revoke, async (c) => {
      const { id, inviteId } = c.req.valid('param');
      await revokeInvite(db, me(c), id, inviteId);
      return c.body(null, 204);
    })
    .openapi(invites, async (c) =>
      c.json({ items: await listInvites(db, me(c), c.req.valid('param').id) }, 200),
    )
    .openapi(removals, async (c) =>
      c.json({ items: await listRemovals(db, me(c), c.req.valid('param').id) }, 200),
    )
    .openapi(takeBack, async (c) => {
      const { id, userId } = c.req.valid('param');
      await takeBackRemoval(db, me(c), id, userId);
      return c.body(null, 204);
    })
    .openapi(members, async (c) =>
      c.json({ items: await listMembers(db, me(c), c.req.valid('param').id) }, 200),
    )
    .openapi(setRole, async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json(await setMemberRole(db, me(c), id, userId, c.req.valid('json').role), 200);
    })
    .openapi(removeOne, async (c) => {
      const { id, userId } = c.req.valid('param');
      await removeMember(db, bus, me(c), id, userId);
      return c.body(null, 204);
    });
}
