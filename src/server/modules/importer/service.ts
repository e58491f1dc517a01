import type { ImportPreview, ImportProgressLine, ImportRequest } from '@contracts/import';
import type { Db } from '@server/db/connection';
import { categories } from '@server/db/schema/content';
import type { EventBus } from '@server/realtime/bus';
import { recordAudit } from '@server/modules/audit/service';
import { insertMany } from '../content';
import { parseImportText } from './parse';
import { validateItems, type ValidItem } from './validate';

const previewSize = 20;

/** Parses and validates an import; nothing is written. */
export async function prepareImport(
  db: Db,
  request: Pick<ImportRequest, 'format' | 'text' | 'defaultCategoryId'>,
) {
  const items = parseImportText(request.format, request.text);
  const known = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const { valid, errors } = validateItems(items, known, request.defaultCategoryId);
  const preview: ImportPreview = {
    total: items.length,
    valid: valid.length,
    errors,
    preview: valid.slice(0, previewSize).map(({ categoryId: _, body: __, ...item }) => item),
  };
  return { valid, preview };
}

/**
 * Writes the valid items in one transaction, in batches so progress can be reported between them
 * (content/writes.ts); a failure writes none. One announcement for the whole import.
 */
export async function runImport(
  db: Db,
  bus: EventBus,
  actor: { id: string; email: string },
  valid: ValidItem[],
  onProgress: (line: ImportProgressLine) => Promise<unknown> | void,
): Promise<number> {
  const written = await insertMany(
    { db, bus },
    valid.map((item) => ({
      title: item.title,
      description: item.description,
      body: item.body,
      category: { id: item.categoryId },
      difficultyLevel: item.difficultyLevel,
      durationMinutes: item.durationMinutes,
      isPublished: item.isPublished,
      createdBy: actor.id,
    })),
    {
      announce: 'summary',
      onProgress: (done, total) => onProgress({ type: 'progress', done, total }),
      onWritten: (tx, rows) =>
        recordAudit(tx, {
          actor,
          action: 'content.import',
          targetType: 'content',
          after: { imported: rows.length },
        }),
    },
  );
  return written.length;
}
