import { groupSettings, staffGroupList } from '@contracts/groups';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import { readGroupSettings, saveGroupSettings } from './settings';
import { staffGroups } from './staff';

// The portal's side of prayer groups (decision 063): moderators' Groups list, and the group rules
// in Admin Settings (super admins).

const list = defineRoute('moderation', {
  method: 'get',
  path: '/moderation/groups',
  summary: 'Prayer groups: size, created, open reports (never their posts)',
  responses: { 200: json(staffGroupList, 'Groups') },
});
const readSettings = defineRoute('admin_management', {
  method: 'get',
  path: '/admin/group-settings',
  summary: 'Group limits and whether starting a group is premium',
  responses: { 200: json(groupSettings, 'The rules') },
});
const writeSettings = defineRoute('admin_management', {
  method: 'put',
  path: '/admin/group-settings',
  summary: 'Change the group limits and whether starting a group is premium',
  request: jsonBody(groupSettings),
  responses: { 200: json(groupSettings, 'The rules') },
});

export function createGroupStaffRoutes(db: Db) {
  return createRouter()
    .openapi(list, async (c) => c.json({ items: await staffGroups(db) }, 200))
    .openapi(readSettings, async (c) => c.json(await readGroupSettings(db), 200))
    .openapi(writeSettings, async (c) =>
      c.json(await saveGroupSettings(db, c.get('viewer'), c.req.valid('json')), 200),
    );
}
