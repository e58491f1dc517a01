import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { systemSettings } from '../../db/schema/system';
import { createRouter, defineRoute, json } from '../../http/route';
import { heartbeatKey } from '../../jobs/heartbeat';

const healthBody = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  jobsHeartbeat: z.string().nullable(),
});

const health = defineRoute('public', {
  method: 'get',
  path: '/health',
  summary: 'Liveness and database check',
  responses: {
    200: json(healthBody, 'Healthy'),
    503: json(healthBody, 'The database does not answer'),
  },
});

export function createHealthRoutes(database: Database) {
  return createRouter().openapi(health, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const [row] = await database.db
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, heartbeatKey))
        .limit(1);
      const at = (row?.value as { at?: string } | undefined)?.at ?? null;
      return c.json({ status: 'ok' as const, database: database.kind, jobsHeartbeat: at }, 200);
    } catch {
      return c.json(
        { status: 'unavailable' as const, database: database.kind, jobsHeartbeat: null },
        503,
      );
    }
  });
}
