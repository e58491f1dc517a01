import { z } from '@hono/zod-openapi';
import { userContentType } from '../../../contracts/enums';
import { contentPreference, contentPreferenceUpdate } from '../../../contracts/preferences';
import type { Db } from '../../db/connection';
import { createRouter, defineRoute, json } from '../../http/route';
import { listPreferences, savePreference } from './service';

const list = defineRoute('user', {
  method: 'get',
  path: '/preferences/content',
  summary: 'Your delivery preferences, one per content type',
  responses: { 200: json(z.object({ items: z.array(contentPreference) }), 'Preferences') },
});

const save = defineRoute('user', {
  method: 'put',
  path: '/preferences/content/{contentType}',
  summary: 'Save the preference for one content type',
  request: {
    params: z.object({ contentType: userContentType }),
    body: { content: { 'application/json': { schema: contentPreferenceUpdate } }, required: true },
  },
  responses: { 200: json(contentPreference, 'Saved') },
});

export function createPreferenceRoutes(db: Db) {
  return createRouter()
    .openapi(list, async (c) => c.json({ items: await listPreferences(db, c.get('viewer')!) }, 200))
    .openapi(save, async (c) =>
      c.json(await savePreference(db, c.get('viewer')!, c.req.valid('param').contentType, c.req.valid('json')), 200),
    );
}
