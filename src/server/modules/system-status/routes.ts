import { systemStatus } from '@contracts/system-status';
import { createRouter, defineRoute, json } from '@server/http/route';
import { runChecks, type StatusCheck } from './service';

const status = defineRoute('seeder', {
  method: 'get',
  path: '/admin/system-status',
  summary: 'The real state of each provider and service',
  responses: { 200: json(systemStatus, 'Service states') },
});

export function createSystemStatusRoutes(checks: StatusCheck[]) {
  return createRouter().openapi(status, async (c) => c.json(await runChecks(checks), 200));
}
