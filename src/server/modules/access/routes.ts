import { z } from '@hono/zod-openapi';
import { accessSetting, accessSettingKey, accessSettingUpdate } from '@contracts/access';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import { everyone, type EventBus } from '@server/realtime/bus';
import { watchFreeRules } from './free-rules';
import { listAccessSettings, updateAccessSetting } from './service';

const list = defineRoute('content', {
  method: 'get',
  path: '/admin/access-settings',
  summary: 'Content access settings for free users, ordered by key',
  responses: { 200: json(z.object({ items: z.array(accessSetting) }), 'Settings') },
});

// Changing what free members get changes what premium sells: subscriptions staff (admins) only.
// Moderators, who manage content, may read the settings (decision 038).
const update = defineRoute('subscriptions', {
  method: 'put',
  path: '/admin/access-settings/{key}',
  summary: 'Update one content access setting',
  request: {
    params: z.object({ key: accessSettingKey }),
    ...jsonBody(accessSettingUpdate),
  },
  responses: { 200: json(accessSetting, 'Updated') },
});

export function createAccessRoutes(db: Db, bus?: EventBus) {
  if (bus) watchFreeRules(db, bus);
  return createRouter()
    .openapi(list, async (c) => c.json({ items: await listAccessSettings(db) }, 200))
    .openapi(update, async (c) => {
      const saved = await updateAccessSetting(
        db,
        c.req.valid('param').key,
        c.req.valid('json').value,
        c.get('viewer'),
      );
      // Every instance drops its copy of the free-user rules (this one before answering).
      await bus?.signalAccessChanged({ userId: everyone }).catch(() => undefined);
      return c.json(saved, 200);
    });
}
