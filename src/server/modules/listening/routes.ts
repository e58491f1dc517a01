import { z } from '@hono/zod-openapi';
import {
  continueListeningPage,
  continueListeningQuery,
  listeningPosition,
  listeningPositionAnswer,
  listeningPositionInput,
} from '@contracts/listening';
import { timeZone } from '@contracts/time';
import { createRouter, defineRoute, idParam, json, jsonBody } from '@server/http/route';
import type { Db } from '@server/db/connection';
import { continueListening, getPosition, savePosition } from './service';

/** The listener's zone decides which items are released to them (docs/decisions/009). */
const zoneQuery = z.object({ timeZone: timeZone.optional() });

const save = defineRoute('user', {
  method: 'put',
  path: '/listening/{id}',
  summary:
    'Save where you are in an item you may open (404 for drafts and unknown ids); finished puts it back to 0',
  request: { params: idParam, query: zoneQuery, ...jsonBody(listeningPositionInput) },
  responses: { 200: json(listeningPosition, 'The position as saved') },
});

const getOne = defineRoute('user', {
  method: 'get',
  path: '/listening/{id}',
  summary: 'Your own position in an item, null while you have none',
  request: { params: idParam },
  responses: { 200: json(listeningPositionAnswer, 'The position, or null') },
});

const list = defineRoute('user', {
  method: 'get',
  path: '/listening',
  summary: 'Continue listening: your items stopped part way, most recently heard first',
  request: { query: continueListeningQuery.extend(zoneQuery.shape) },
  responses: { 200: json(continueListeningPage, 'A page of unfinished items') },
});

export function createListeningRoutes(db: Db) {
  return createRouter()
    .openapi(save, async (c) =>
      c.json(
        await savePosition(
          db,
          c.get('viewer'),
          c.req.valid('param').id,
          c.req.valid('json'),
          c.req.valid('query').timeZone,
        ),
        200,
      ),
    )
    .openapi(getOne, async (c) =>
      c.json({ position: await getPosition(db, c.get('viewer'), c.req.valid('param').id) }, 200),
    )
    .openapi(list, async (c) =>
      c.json(await continueListening(db, c.get('viewer'), c.req.valid('query')), 200),
    );
}
