import { z } from '@hono/zod-openapi';
import { progressListQuery, progressPage, progressSession } from '@contracts/progress';
import { timeZone } from '@contracts/time';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, idParam, json } from '@server/http/route';
import { completeProgress, listProgress, startProgress } from './service';

/** The reader's zone decides which items are released to them (docs/decisions/009). */
const zoneQuery = z.object({ timeZone: timeZone.optional() });

const start = defineRoute('user', {
  method: 'post',
  path: '/content/{id}/progress',
  summary:
    'Start a reading or listening session of an item the viewer may open (404 for drafts and unknown ids)',
  request: { params: idParam, query: zoneQuery },
  responses: { 201: json(progressSession, 'The session, started now') },
});

const complete = defineRoute('user', {
  method: 'post',
  path: '/progress/{id}/complete',
  summary:
    'Complete one of your own sessions (completed_at, minutes since it started); a repeat changes nothing',
  request: { params: idParam },
  responses: { 200: json(progressSession, 'The completed session') },
});

const list = defineRoute('user', {
  method: 'get',
  path: '/progress',
  summary: 'Your own sessions, newest first, optionally of one item',
  request: { query: progressListQuery },
  responses: { 200: json(progressPage, 'A page of sessions') },
});

export function createProgressRoutes(db: Db) {
  return createRouter()
    .openapi(start, async (c) =>
      c.json(
        await startProgress(
          db,
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('query').timeZone,
        ),
        201,
      ),
    )
    .openapi(complete, async (c) =>
      c.json(await completeProgress(db, c.get('viewer'), c.req.valid('param').id), 200),
    )
    .openapi(list, async (c) =>
      c.json(await listProgress(db, c.get('viewer'), c.req.valid('query')), 200),
    );
}
