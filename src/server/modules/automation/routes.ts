import { z } from '@hono/zod-openapi';
import {
  approveDraftInput,
  automationDraft,
  automationLog,
  automationSetting,
  automationSettingUpdate,
  testRunInput,
  voiceSampleQuery,
} from '@contracts/automation';
import { automationContentType } from '@contracts/enums';
import { cleanupResult } from '@contracts/psalms';
import type { LimitWindows } from '@server/http/limit-windows';
import { memberRateLimit } from '@server/http/member-rate-limit';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import type { PsalmDeps } from '../psalms/service';
import { testRun as runTest } from './generator';
import { openDrafts } from './drafts';
import { cleanupOldPsalmsAs } from './psalm-cleanup';
import { approveDraft, regenerateDraft, rejectDraft } from './review';
import { latestLogs, listSettings, updateSetting } from './settings';
import { voiceSample } from './voice-samples';

/** Samples a staff member may ask for a minute: far above clicking through every voice. */
export const voiceSamplesPerMinute = 30;

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
    ...jsonBody(automationSettingUpdate),
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
  summary:
    "Run the generator now (with the prompt template given, else the type's); the result is a draft in the review queue",
  request: jsonBody(testRunInput),
  responses: { 200: json(z.object({ contentId: z.string().nullable() }), 'Generated') },
});

// The review queue (decision 053): scheduled runs of a type set to "Hold for review", and test runs.
const drafts = defineRoute('automation', {
  method: 'get',
  path: '/admin/automation/drafts',
  summary:
    "Drafts held for review (test runs' too) or approved and waiting for their publish time, soonest first",
  responses: { 200: json(z.object({ items: z.array(automationDraft) }), 'The review queue') },
});

const approve = defineRoute('automation', {
  method: 'post',
  path: '/admin/automation/drafts/{id}/approve',
  summary:
    'Approve a held draft, with edits to its title or text; it publishes at its time, or now if past',
  request: { params: idParam, ...jsonBody(approveDraftInput) },
  responses: { 200: json(automationDraft, 'Approved (or published)') },
});

const reject = defineRoute('automation', {
  method: 'post',
  path: '/admin/automation/drafts/{id}/reject',
  summary: 'Reject a held draft: nothing publishes for its day, and it is deleted',
  request: { params: idParam },
  responses: { 200: json(automationDraft, 'Rejected') },
});

const regenerate = defineRoute('automation', {
  method: 'post',
  path: '/admin/automation/drafts/{id}/regenerate',
  summary: 'Write a held draft again; the new one is held for review in its place',
  request: { params: idParam },
  responses: { 200: json(automationDraft, 'The new draft') },
});

// "Hear this voice" (decision 074): the preset reading a short sentence in the language asked.
const sample = defineRoute('automation', {
  method: 'get',
  path: '/admin/automation/voice-sample',
  summary: `A voice preset reading a short sample sentence in a language, as MP3 (kept once made; ${voiceSamplesPerMinute} a minute per staff member)`,
  request: { query: voiceSampleQuery },
  responses: {
    200: {
      content: {
        'audio/mpeg': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
      },
      description: 'The sample',
    },
    429: { description: 'Too many samples; Retry-After says when to try again' },
  },
});

// The Admins tab's button runs the 02:00 cleanup job now, logged like it (./psalm-cleanup.ts); the
// path stays under /admin/psalms, where the page and the API document have always had it.
const cleanup = defineRoute('admin_management', {
  method: 'post',
  path: '/admin/psalms/cleanup',
  summary: 'Delete daily psalms older than 30 days with their audio',
  responses: { 200: json(cleanupResult, 'What was deleted') },
});

export function createAutomationRoutes(deps: PsalmDeps & { limitWindows?: LimitWindows }) {
  const sampleLimit = memberRateLimit({
    name: 'voice-sample',
    limit: voiceSamplesPerMinute,
    windowMs: 60_000,
    windows: deps.limitWindows,
  });
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
      const result = await runTest(deps, c.req.valid('json'), c.get('viewer'));
      return c.json({ contentId: result.contentId }, 200);
    })
    .openapi(drafts, async (c) => c.json({ items: await openDrafts(deps.db) }, 200))
    .openapi(approve, async (c) =>
      c.json(
        await approveDraft(deps, c.req.valid('param').id, c.req.valid('json'), c.get('viewer')),
        200,
      ),
    )
    .openapi(reject, async (c) =>
      c.json(await rejectDraft(deps, c.req.valid('param').id, c.get('viewer')), 200),
    )
    .openapi(regenerate, async (c) =>
      c.json(await regenerateDraft(deps, c.req.valid('param').id, c.get('viewer')), 200),
    )
    .openapi(sample, async (c) => {
      await sampleLimit(c, c.get('viewer').id);
      const { voice, language } = c.req.valid('query');
      const speech = await voiceSample(deps.voice, voice, language);
      return c.body(new Uint8Array(speech.audio), 200, {
        'Content-Type': speech.mimeType,
        'Cache-Control': 'private, max-age=3600',
      });
    })
    .openapi(cleanup, async (c) => c.json(await cleanupOldPsalmsAs(deps, c.get('viewer')), 200));
}
