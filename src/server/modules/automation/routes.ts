import { z } from '@hono/zod-openapi';
import {
  automationLog,
  automationSetting,
  automationSettingUpdate,
  testRunInput,
} from '@contracts/automation';
import { automationContentType } from '@contracts/enums';
import { cleanupResult } from '@contracts/psalms';
import { createRouter, defineRoute, json } from '@server/http/route';
import type { PsalmDeps } from '../psalms/service';
import { testRun as runTest } from './generator';
import { cleanupOldPsalmsAs } from './psalm-cleanup';
import { latestLogs, listSettings, updateSetting } from './settings';

const list = defineRoute('automation', {
  method: 'get',
  path: '/admin/automation/settings',
  summary: 'One automation setting per content type, ordered by type',
  responses: { 200: json(z.object({ items: z.array(automationSetting) }), 'Settings') },
});

const update = defineRoute('automation', {
  method: 'patch',
  path: '/admin/automation/settings/{contentType}',
  summary: 'Change the automation of one content type',
  request: {
    params: z.object({ contentType: automationContentType }),
    body: { content: { 'application/json': { schema: automationSettingUpdate } }, required: true },
  },
  responses: { 200: json(automationSetting, 'Saved') },
});

const logs = defineRoute('automation', {
  method: 'get',
  path: '/admin/automation/logs',
  summary: 'The latest 20 automation runs',
  responses: { 200: json(z.object({ items: z.array(automationLog) }), 'Logs') },
});

const testRun = defineRoute('automation', {
  method: 'post',
  path: '/admin/automation/test-run',
  summary: 'Run the generator now; the result is saved as a draft for review',
  request: { body: { content: { 'application/json': { schema: testRunInput } }, required: true } },
  responses: { 200: json(z.object({ contentId: z.string().nullable() }), 'Generated') },
});

// The Admins tab's button runs the 02:00 cleanup job now, logged like it (./psalm-cleanup.ts); the
// path stays under /admin/psalms, where the page and the API document have always had it.
const cleanup = defineRoute('admin_management', {
  method: 'post',
  path: '/admin/psalms/cleanup',
  summary: 'Delete daily psalms older than 30 days with their audio',
  responses: { 200: json(cleanupResult, 'What was deleted') },
});

export function createAutomationRoutes(deps: PsalmDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json({ items: await listSettings(deps.db) }, 200))
    .openapi(update, async (c) =>
      c.json(
        await updateSetting(
          deps.db,
          c.req.valid('param').contentType,
          c.req.valid('json'),
          c.get('viewer'),
        ),
        200,
      ),
    )
    .openapi(logs, async (c) => c.json({ items: await latestLogs(deps.db) }, 200))
    .openapi(testRun, async (c) => {
      const result = await runTest(deps, c.req.valid('json').contentType, c.get('viewer'));
      return c.json({ contentId: result.contentId }, 200);
    })
    .openapi(cleanup, async (c) => c.json(await cleanupOldPsalmsAs(deps, c.get('viewer')), 200));
}
