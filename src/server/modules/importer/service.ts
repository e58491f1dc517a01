import type { ImportPreview, ImportProgressLine, ImportRequest } from '../../../contracts/import';
import type { Db } from '../../db/connection';
import { categories, content } from '../../db/schema/content';
import type { EventBus } from '../../realtime/bus';
import { parseImportText } from './parse';
import { validateItems, type ValidItem } from './validate';

const batchSize = 500;
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
    preview: valid.slice(0, previewSize).map(({ categoryId: _, ...item }) => item),
  };
  return { valid, preview };
}

/**
 * Writes the valid items in one transaction, in batches so progress can be reported between them
 * and the event loop stays free for other requests. A failure rolls everything back.
 */
export async function runImport(
  db: Db,
  bus: EventBus,
  userId: string,
  valid: ValidItem[],
  onProgress: (line: ImportProgressLine) => Promise<unknown> | void,
): Promise<number> {
  const total = valid.length;
  await db.transaction(async (tx) => {
    for (let start = 0; start < total; start += batchSize) {
      const batch = valid.slice(start, start + batchSize);
      await tx.insert(content).values(
        batch.map((item) => ({
          title: item.title,
          description: item.description,
          categoryId: item.categoryId,
          difficultyLevel: item.difficultyLevel,
          durationMinutes: item.durationMinutes,
          isPublished: item.isPublished,
          createdBy: userId,
        })),
      );
      await onProgress({ type: 'progress', done: Math.min(start + batchSize, total), total });
    }
  });
  if (total > 0) {
    // One event for the whole import: clients refetch their list once.
    await bus.publish({
      type: 'content.changed',
      data: {
        id: 'import',
        op: 'insert',
        title: total === 1 ? '1 new item' : `${total} new items`,
        is_published: valid.some((item) => item.isPublished),
      },
    });
  }
  return total;
}
