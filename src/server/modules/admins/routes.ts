import { z } from '@hono/zod-openapi';
import { grantAdminInput, staffMember, userRecord, userRecordQuery } from '@contracts/admins';
import { page } from '@contracts/pagination';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import type { EventBus } from '@server/realtime/bus';
import { grantRole, listStaff, revokeRole } from './service';
import { listUserRecords } from './user-records';

const list = defineRoute('admin_management', {
  method: 'get',
  path: '/admin/admins',
  summary: 'Staff members and their roles',
  responses: { 200: json(z.object({ items: z.array(staffMember) }), 'Staff') },
});

const grant = defineRoute('admin_management', {
  method: 'post',
  path: '/admin/admins',
  summary: 'Grant a staff role to a signed-up user',
  request: {
    ...jsonBody(grantAdminInput),
  },
  responses: { 200: json(z.object({ userId: z.string() }), 'Granted') },
});

const revoke = defineRoute('admin_management', {
  method: 'delete',
  path: '/admin/admins/{userId}',
  summary: "Revoke a user's staff role",
  request: { params: z.object({ userId: z.uuid('Not a valid id') }) },
  responses: { 204: { description: 'Revoked' } },
});

const records = defineRoute('admin_management', {
  method: 'get',
  path: '/admin/user-records',
  summary: 'Signed-up people with subscription and role, searched by email or name prefix',
  request: { query: userRecordQuery },
  responses: { 200: json(page(userRecord), 'A page of user records') },
});

export function createAdminsRoutes(db: Db, bus: EventBus) {
  return createRouter()
    .openapi(list, async (c) => c.json({ items: await listStaff(db) }, 200))
    .openapi(grant, async (c) => {
      const { email, role } = c.req.valid('json');
      return c.json({ userId: await grantRole(db, email, role, bus, c.get('viewer')) }, 200);
    })
    .openapi(records, async (c) => c.json(await listUserRecords(db, c.req.valid('query')), 200))
    .openapi(revoke, async (c) => {
      await revokeRole(db, c.req.valid('param').userId, bus, c.get('viewer'));
      return c.body(null, 204);
    });
}
