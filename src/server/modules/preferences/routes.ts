import { z } from '@hono/zod-openapi';
import { userContentType } from '@contracts/enums';
import {
  contentPreference,
  contentPreferenceUpdate,
  timeZoneSyncInput,
  timeZoneSyncResult,
} from '@contracts/preferences';
import type { Db } from '@server/db/connection';
import type { EventBus } from '@server/realtime/bus';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import { listPreferences, savePreference } from './service';
import { syncTimeZone } from './time-zone-sync';

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
    ...jsonBody(contentPreferenceUpdate),
  },
  responses: { 200: json(contentPreference, 'Saved') },
});

const timeZoneSync = defineRoute('user', {
  method: 'put',
  path: '/preferences/timezone',
  summary: "Report the device's time zone; stored (with every content preference) when it changed",
  request: jsonBody(timeZoneSyncInput),
  responses: { 200: json(timeZoneSyncResult, 'The zone now stored and the one before') },
});

/** `bus`: a stored zone change is signalled on it (who is signed in is cached: decision 023). */
export function createPreferenceRoutes(db: Db, bus?: EventBus) {
  return createRouter()
    .openapi(list, async (c) => c.json({ items: await listPreferences(db, c.get('viewer')) }, 200))
    .openapi(save, async (c) =>
      c.json(
        await savePreference(
          db,
          c.get('viewer'),
          c.req.valid('param').contentType,
          c.req.valid('json'),
        ),
        200,
      ),
    )
    .openapi(timeZoneSync, async (c) => {
      const viewer = c.get('viewer');
      const synced = await syncTimeZone(db, viewer, c.req.valid('json').timeZone);
      if (synced.previous !== synced.timeZone)
        await bus?.signalAccessChanged({ userId: viewer.id }).catch(() => undefined);
      return c.json(synced, 200);
    });
}
