import { auditEntry, auditQuery } from '@contracts/audit';
import { page } from '@contracts/pagination';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json } from '@server/http/route';
import { listAudit } from './service';

const list = defineRoute('admin_management', {
  method: 'get',
  path: '/admin/audit-log',
  summary: 'The audit log, newest first, filtered by action, target or text (super admins)',
  request: { query: auditQuery },
  responses: { 200: json(page(auditEntry), 'A page of audit entries') },
});

export function createAuditRoutes(db: Db) {
  return createRouter().openapi(list, async (c) =>
    c.json(await listAudit(db, c.req.valid('query')), 200),
  );
}
