import { z } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import { importPreview, importRequest, type ImportProgressLine } from '@contracts/import';
import type { Db } from '@server/db/connection';
import { errorSummary } from '@server/error-summary';
import type { Logger } from '@server/logger';
import { createRouter, defineRoute, jsonBody } from '@server/http/route';
import type { EventBus } from '@server/realtime/bus';
import { prepareImport, runImport } from './service';

const importContent = defineRoute('import', {
  method: 'post',
  path: '/admin/import',
  summary:
    'Bulk import content from CSV or JSON. dryRun answers the preview and per-item errors; otherwise the valid items are written in one transaction and progress streams as NDJSON lines',
  request: jsonBody(importRequest),
  responses: {
    200: {
      description: 'Preview (dry run, JSON) or progress lines (application/x-ndjson)',
      content: {
        'application/json': { schema: importPreview },
        'application/x-ndjson': { schema: z.string() },
      },
    },
  },
});

export function createImportRoutes(db: Db, bus: EventBus, logger: Logger) {
  return createRouter().openapi(importContent, async (c) => {
    const request = c.req.valid('json');
    const { valid, preview } = await prepareImport(db, request);
    if (request.dryRun) return c.json(preview, 200);

    const viewer = c.get('viewer');
    c.header('Content-Type', 'application/x-ndjson');
    c.header('Cache-Control', 'no-store');
    return stream(c, async (out) => {
      const write = (line: ImportProgressLine) => out.write(`${JSON.stringify(line)}\n`);
      try {
        const imported = await runImport(db, bus, viewer, valid, write);
        await write({ type: 'done', imported, skipped: preview.errors.length });
      } catch (err) {
        logger.error({ error: errorSummary(err) }, 'import failed');
        await write({ type: 'error', message: 'Failed to import content' });
      }
    }) as never;
  });
}
