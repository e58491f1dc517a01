import { widgetSettings, widgetSettingsUpdate, widgetUsage } from '@contracts/widgets';
import type { Db } from '@server/db/connection';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import type { Logger } from '@server/logger';
import type { EventBus } from '@server/realtime/bus';
import {
  readWidgetSettings,
  refreshWidgets,
  updateWidgetSettings,
  widgetUsageReport,
} from './service';
import { setWidgetCounterLogger } from './usage-counter';

const read = defineRoute('widgets', {
  method: 'get',
  path: '/admin/widgets/settings',
  summary: 'The home-screen widget switches',
  responses: { 200: json(widgetSettings, 'The switches') },
});

const update = defineRoute('widgets', {
  method: 'put',
  path: '/admin/widgets/settings',
  summary: 'Change widget switches; every instance honours them at once',
  request: jsonBody(widgetSettingsUpdate),
  responses: { 200: json(widgetSettings, 'The switches') },
});

const refresh = defineRoute('widgets', {
  method: 'post',
  path: '/admin/widgets/refresh',
  summary: 'Force refresh: every instance drops its cached widget answer',
  responses: { 204: { description: 'Refreshed' } },
});

const usage = defineRoute('widgets', {
  method: 'get',
  path: '/admin/widgets/usage',
  summary: 'Widget requests and distinct devices per day, last 7 days',
  responses: { 200: json(widgetUsage, 'Usage') },
});

export function createWidgetRoutes(db: Db, bus: EventBus, logger?: Logger) {
  if (logger) setWidgetCounterLogger(db, logger);
  return createRouter()
    .openapi(read, async (c) => c.json(await readWidgetSettings(db), 200))
    .openapi(update, async (c) =>
      c.json(await updateWidgetSettings(db, bus, c.req.valid('json'), c.get('viewer')), 200),
    )
    .openapi(refresh, async (c) => {
      await refreshWidgets(db, bus, c.get('viewer'));
      return c.body(null, 204);
    })
    .openapi(usage, async (c) => c.json(await widgetUsageReport(db), 200));
}
