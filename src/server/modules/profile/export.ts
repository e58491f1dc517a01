import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { exportFormatVersion } from '@contracts/profile';
import type { Viewer } from '@server/http/env';
import type { Logger } from '@server/logger';
import { exportParts, type ExportDeps } from './export-parts';

/** Every table the export reads, for the test that checks no member-owned table is forgotten. */
export const exportedTables = (deps: ExportDeps) =>
  exportParts(deps).flatMap((part) => part.tables);

/** The file's name: psalmlight-data-2025-01-31.json (the UTC day it was made). */
export const exportFileName = (now: Date) =>
  `psalmlight-data-${now.toISOString().slice(0, 10)}.json`;

/**
 * Streams the member's data as one JSON document: first a header saying what the file is and what
 * each part holds, then one key per part with its rows, written row by row as they are read (a
 * member with years of journal entries never makes the server hold the whole file). A failure
 * after the first byte cannot change the status any more: the stream is cut, which leaves the file
 * visibly unfinished (invalid JSON), and the cause is logged.
 */
export function streamExport(c: Context, deps: ExportDeps & { logger: Logger }, member: Viewer) {
  const now = new Date();
  const parts = exportParts(deps);
  c.header('Content-Type', 'application/json; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
  c.header('X-Content-Type-Options', 'nosniff');
  return stream(
    c,
    async (out) => {
      const header = {
        format: 'psalmlight-data-export',
        version: exportFormatVersion,
        exportedAt: now.toISOString(),
        member: { id: member.id, email: member.email },
        readme:
          'Everything Psalmlight keeps about you, as JSON. Each key below "about" is one part; "parts" says what each holds. Times are UTC (ISO 8601). Ids link rows across parts (a comment\'s postId is a post\'s id). Nothing of other members is included: their comments on your posts appear without who wrote them.',
        parts: Object.fromEntries(parts.map((part) => [part.name, part.about])),
      };
      await out.write(`{\n"about": ${JSON.stringify(header, null, 2)}`);
      for (const part of parts) {
        await out.write(`,\n${JSON.stringify(part.name)}: [`);
        let first = true;
        for await (const row of part.rows(member)) {
          await out.write(`${first ? '\n' : ',\n'}${JSON.stringify(row)}`);
          first = false;
        }
        await out.write(first ? ']' : '\n]');
      }
      await out.write('\n}\n');
    },
    async (err) => {
      deps.logger.error({ err, userId: member.id }, 'data export failed part way');
    },
  );
}
