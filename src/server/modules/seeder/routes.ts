import { seedResult } from '@contracts/seeder';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json } from '@server/http/route';
import type { EventBus } from '@server/realtime/bus';
import { seedSampleContent } from './service';

const seed = defineRoute('seeder', {
  method: 'post',
  path: '/admin/seed',
  summary: 'Create the six sample items unless any content exists',
  responses: { 200: json(seedResult, 'What was created') },
});

export function createSeederRoutes(db: Db, bus: EventBus) {
  return createRouter().openapi(seed, async (c) =>
    c.json(await seedSampleContent(db, bus, c.get('viewer')), 200),
  );
}
