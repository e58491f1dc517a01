import { health } from '@contracts/health';
import type { Database } from '@server/db/connection';
import { createRouter, defineRoute, json } from '@server/http/route';
import { checkHealth } from './service';

const getHealth = defineRoute('public', {
  method: 'get',
  path: '/health',
  summary: 'Liveness and database check',
  responses: {
    200: json(health, 'Healthy'),
    503: json(health, 'The database does not answer'),
  },
});

export function createHealthRoutes(database: Database) {
  return createRouter().openapi(getHealth, async (c) => {
    c.header('Cache-Control', 'no-store');
    const result = await checkHealth(database);
    return result.status === 'ok' ? c.json(result, 200) : c.json(result, 503);
  });
}
