import { statsQuery, statsReport } from '@contracts/stats';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json } from '@server/http/route';
import { statsReport as buildReport } from './service';

const report = defineRoute('stats', {
  method: 'get',
  path: '/admin/stats',
  summary: 'Usage statistics: totals, a date window (default the last 7 days), top 5, per day',
  request: { query: statsQuery },
  responses: { 200: json(statsReport, 'The statistics') },
});

export function createStatsRoutes(db: Db) {
  return createRouter().openapi(report, async (c) =>
    c.json(
      await buildReport(db, c.req.valid('query'), new Date(), c.get('viewer')?.language ?? 'en'),
      200,
    ),
  );
}
