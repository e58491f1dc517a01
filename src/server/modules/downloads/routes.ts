import { downloadPackage, downloadWeekQuery, downloadWorkflowQuery } from '@contracts/downloads';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, idParam, json } from '@server/http/route';
import { contentDownload, weekDownload, workflowDownload } from './service';

// Downloads answer premium members only (decision 064): anyone else gets 403 premium_required from
// the route's guard, so the offer a free member sees is the upgrade.

/** The member's zone decides which items are released to them (docs/decisions/009). */
const zoneQuery = downloadWeekQuery;

const content = defineRoute('premium', {
  method: 'get',
  path: '/downloads/content/{id}',
  summary:
    'What keeps an item for offline use: the item and the addresses to store (404 when the viewer may not open it)',
  request: { params: idParam, query: zoneQuery },
  responses: { 200: json(downloadPackage, 'The download') },
});

const workflow = defineRoute('premium', {
  method: 'get',
  path: '/downloads/workflows/{id}',
  summary:
    "What keeps a workflow's steps for offline use, in order, and the member's session of it when named (404 for an unknown workflow or a session not theirs)",
  request: { params: idParam, query: downloadWorkflowQuery },
  responses: { 200: json(downloadPackage, 'The download') },
});

const week = defineRoute('premium', {
  method: 'get',
  path: '/downloads/week',
  summary: "What keeps this week's daily psalms for offline use: Monday to the member's today",
  request: { query: zoneQuery },
  responses: { 200: json(downloadPackage, 'The download; id is the week’s Monday') },
});

export function createDownloadRoutes(db: Db) {
  return createRouter()
    .openapi(content, async (c) => {
      const asked = { ...c.req.valid('param'), ...c.req.valid('query') };
      return c.json(await contentDownload(db, c.get('viewer'), asked), 200);
    })
    .openapi(workflow, async (c) => {
      const asked = { ...c.req.valid('param'), ...c.req.valid('query') };
      return c.json(await workflowDownload(db, c.get('viewer'), asked), 200);
    })
    .openapi(week, async (c) =>
      c.json(await weekDownload(db, c.get('viewer'), c.req.valid('query').timeZone), 200),
    );
}
