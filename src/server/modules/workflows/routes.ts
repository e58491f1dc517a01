import {
  completeSessionInput,
  sessionProgressInput,
  startSessionInput,
  startedSession,
  stepNarration,
  workflow,
  workflowInput,
  workflowListQuery,
  workflowPage,
  workflowSessionDetail,
  workflowStats,
  workflowStatsQuery,
  workflowUpdate,
} from '@contracts/workflows';
import { z } from '@hono/zod-openapi';
import { apiError } from '@contracts/errors';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import { createStepNarrator, type StepNarrationDeps } from './narration';
import {
  createWorkflow,
  deleteWorkflow,
  listWorkflows,
  updateWorkflow,
  workflowStats as stats,
} from './service';
import { completeSession, getSession, recordProgress, startSession } from './sessions';

const list = defineRoute('user', {
  method: 'get',
  path: '/workflows',
  summary:
    'Workflows newest first with your progress this week; members see active ones, staff with the workflows permission all (filter by status, category, type, title)',
  request: { query: workflowListQuery },
  responses: { 200: json(workflowPage, 'A page of workflows') },
});

const statsRoute = defineRoute('user', {
  method: 'get',
  path: '/workflows/stats',
  summary:
    'Total and active workflows, your completion rate and the categories, in your local week',
  request: { query: workflowStatsQuery },
  responses: { 200: json(workflowStats, 'Figures') },
});

const create = defineRoute('workflows', {
  method: 'post',
  path: '/admin/workflows',
  summary: 'Create a workflow (staff)',
  request: jsonBody(workflowInput),
  responses: { 201: json(workflow, 'Created') },
});

const update = defineRoute('workflows', {
  method: 'patch',
  path: '/admin/workflows/{id}',
  summary: 'Change a workflow: fields, Pause/Activate (isActive), reminders (staff)',
  request: { params: idParam, ...jsonBody(workflowUpdate) },
  responses: { 200: json(workflow, 'Updated') },
});

const remove = defineRoute('workflows', {
  method: 'delete',
  path: '/admin/workflows/{id}',
  summary: 'Delete a workflow and its sessions (staff)',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' } },
});

const start = defineRoute('user', {
  method: 'post',
  path: '/workflows/{id}/sessions',
  summary:
    "Start a session of an active workflow on your local day; today's open session is reused (200)",
  request: { params: idParam, ...jsonBody(startSessionInput) },
  responses: {
    200: json(startedSession, 'The open session of today, reused'),
    201: json(startedSession, 'Started'),
    404: { description: 'No such workflow' },
    409: { description: 'The workflow is paused' },
  },
});

const getOne = defineRoute('user', {
  method: 'get',
  path: '/workflow-sessions/{id}',
  summary: 'One of your own sessions with its workflow and steps',
  request: { params: idParam },
  responses: { 200: json(workflowSessionDetail, 'The session') },
});

const progress = defineRoute('user', {
  method: 'put',
  path: '/workflow-sessions/{id}/progress',
  summary: 'Record the steps done in your own open session',
  request: { params: idParam, ...jsonBody(sessionProgressInput) },
  responses: { 200: json(workflowSessionDetail, 'Recorded') },
});

const complete = defineRoute('user', {
  method: 'post',
  path: '/workflow-sessions/{id}/complete',
  summary: 'Complete your own open session, with optional notes',
  request: { params: idParam, ...jsonBody(completeSessionInput) },
  responses: {
    200: json(workflowSessionDetail, 'Completed'),
    409: { description: 'Already completed' },
  },
});

const narration = defineRoute('user', {
  method: 'post',
  path: '/workflow-sessions/{id}/steps/{contentId}/narration',
  summary:
    "A step of your own session as audio: the item's own, or its text read aloud once per version of the text and shared (decision 064)",
  request: { params: idParam.extend({ contentId: z.uuid('Not a valid id') }) },
  responses: {
    200: json(stepNarration, 'The audio to play'),
    403: json(apiError, 'premium_required: the Access rules keep audio from free members'),
    404: json(apiError, 'No such session of yours, or the item is not one of its steps'),
    502: json(apiError, 'generation_failed: the voice provider failed'),
  },
});

/** The workflow routes; narrating a step needs the voice provider and media storage. */
export function createWorkflowRoutes(deps: StepNarrationDeps) {
  const { db } = deps;
  const narrateStep = createStepNarrator(deps);
  return createRouter()
    .openapi(statsRoute, async (c) =>
      c.json(await stats(db, c.get('viewer'), c.req.valid('query').timeZone), 200),
    )
    .openapi(list, async (c) =>
      c.json(await listWorkflows(db, c.get('viewer'), c.req.valid('query')), 200),
    )
    .openapi(create, async (c) =>
      c.json(await createWorkflow(db, c.get('viewer'), c.req.valid('json')), 201),
    )
    .openapi(update, async (c) =>
      c.json(
        await updateWorkflow(db, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(remove, async (c) => {
      await deleteWorkflow(db, c.req.valid('param').id, c.get('viewer'));
      return c.body(null, 204);
    })
    .openapi(start, async (c) => {
      const session = await startSession(
        db,
        c.get('viewer'),
        c.req.valid('param').id,
        c.req.valid('json').timeZone,
      );
      return session.reused ? c.json(session, 200) : c.json(session, 201);
    })
    .openapi(getOne, async (c) =>
      c.json(await getSession(db, c.get('viewer'), c.req.valid('param').id), 200),
    )
    .openapi(progress, async (c) =>
      c.json(
        await recordProgress(db, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(complete, async (c) =>
      c.json(
        await completeSession(db, c.get('viewer'), c.req.valid('param').id, c.req.valid('json')),
        200,
      ),
    )
    .openapi(narration, async (c) => {
      const { id, contentId } = c.req.valid('param');
      return c.json(await narrateStep(c.get('viewer'), id, contentId), 200);
    });
}
