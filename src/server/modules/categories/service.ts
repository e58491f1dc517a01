import { asc, count, eq, sql } from 'drizzle-orm';
import {
  categoryInput,
  categoryUpdate,
  type Category,
  type CategoryInput,
} from '@contracts/content';
import { seededCategoryTexts } from '@contracts/seeder';
import type { Db } from '@server/db/connection';
import { changedFields, recordAudit, type AuditActor } from '@server/modules/audit/service';
import { categories, content } from '@server/db/schema/content';
import { conflict, notFound } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import { allows } from '@server/auth/require-permission';
import { isPgError, pgCodes } from '@server/lib/pg-error';
import type { EventBus } from '@server/realtime/bus';
import {
  countContent,
  type ContentCounts,
  type ContentVisibility,
  type CountedFor,
} from './content-counts';
import { apiText } from '@server/lib/i18n/texts';

const duplicateName = () =>
  conflict('A category with this name already exists.', {
    name: 'A category with this name already exists',
  });

const isUniqueViolation = (error: unknown) => isPgError(error, pgCodes.uniqueViolation);

/**
 * Who counts every item of a category: staff who manage content or categories (the portal's delete
 * dialog says how many items hold a category). Members count what they may open.
 */
const countsEverything = (viewer: Viewer | null) =>
  allows(viewer, 'content') || allows(viewer, 'categories');

/** Categories ordered by name, each with how many content items of it the viewer may open. */
export async function listCategories(
  db: Db,
  viewer: Viewer | null,
  contentCounts: (countedFor: CountedFor) => Promise<ContentCounts>,
  { viewerDay }: Pick<ContentVisibility, 'viewerDay'>,
) {
  const [rows, counts] = await Promise.all([
    categoryRows(db),
    contentCounts(
      countsEverything(viewer)
        ? 'everything'
        : { day: viewerDay(viewer), language: viewer?.language ?? 'en' },
    ),
  ]);
  // Seeded categories in the reader's language; staff who edit categories see what they edit.
  const language = countsEverything(viewer) ? 'en' : (viewer?.language ?? 'en');
  return withCounts(rows, counts).map((category) => seededCategoryTexts(category, language));
}

/** Categories ordered by name. */
function categoryRows(db: Db) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      color: categories.color,
      createdAt: categories.createdAt,
    })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`));
}

function withCounts(
  rows: Awaited<ReturnType<typeof categoryRows>>,
  counts: ContentCounts,
): Category[] {
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    contentCount: counts.get(row.id) ?? 0,
  }));
}

/** One category as staff see it (they manage categories: every item counts). */
async function findCategory(db: Db, id: string) {
  const [rows, counts] = await Promise.all([categoryRows(db), countContent(db)]);
  const found = withCounts(rows, counts).find((category) => category.id === id);
  if (!found) throw notFound('That category');
  return found;
}

export async function createCategory(db: Db, input: CategoryInput, actor: AuditActor = null) {
  const values = categoryInput.parse(input);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(values).returning({ id: categories.id });
      await recordAudit(tx, {
        actor,
        action: 'category.create',
        targetType: 'category',
        targetId: row!.id,
        targetLabel: values.name,
        after: values,
      });
      return row!.id;
    });
    return findCategory(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function updateCategory(
  db: Db,
  bus: EventBus,
  id: string,
  input: Partial<CategoryInput>,
  actor: AuditActor = null,
) {
  const values = categoryUpdate.parse(input);
  // Nothing to change: answer the category as it is (or 404).
  if (Object.keys(values).length === 0) return findCategory(db, id);
  try {
    await db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          name: categories.name,
          description: categories.description,
          color: categories.color,
        })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      if (!found) throw notFound('That category');
      await tx.update(categories).set(values).where(eq(categories.id, id));
      await recordAudit(tx, {
        actor,
        action: 'category.update',
        targetType: 'category',
        targetId: id,
        targetLabel: values.name ?? found.name,
        ...changedFields(found, values),
      });
    });
    // Every listed item carries its category's name and colour: kept library pages are stale now.
    await bus.publish({ type: 'categories.changed', data: {} });
    return findCategory(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * Deleting a category that still has content is refused: content requires a category, and silently
 * orphaning prayers would hide them from every category filter (docs/decisions/007). The row is
 * locked before the content is counted, so content being written into it meanwhile is either
 * counted here or finds the category gone (./hold.ts).
 */
export async function deleteCategory(db: Db, id: string, actor: AuditActor = null) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: categories.id,
        name: categories.name,
        description: categories.description,
        color: categories.color,
      })
      .from(categories)
      .where(eq(categories.id, id))
      .for('update');
    if (!found) throw notFound('That category');
    const [used] = await tx.select({ n: count() }).from(content).where(eq(content.categoryId, id));
    const n = used?.n ?? 0;
    if (n > 0) {
      throw conflict(apiText('categories.stillUsed', { n }));
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actor,
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      targetLabel: found.name,
      before: found,
    });
  });
}
