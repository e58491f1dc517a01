import { asc, count, eq, sql } from 'drizzle-orm';
import {
  categoryInput,
  categoryUpdate,
  type Category,
  type CategoryInput,
} from '../../../contracts/content';
import type { Db } from '../../db/connection';
import { categories, content } from '../../db/schema/content';
import { AppError, notFound } from '../../http/app-error';

const duplicateName = () =>
  new AppError(409, 'conflict', 'A category with this name already exists.', {
    name: 'A category with this name already exists',
  });

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Categories ordered by name, each with how many content items use it. */
export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      color: categories.color,
      createdAt: categories.createdAt,
      // Written out: inside the subquery drizzle would leave "id" unqualified (it binds to content.id).
      contentCount: sql<number>`(select count(*)::int from content where content.category_id = categories.id)`,
    })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    contentCount: Number(row.contentCount),
  }));
}

async function findCategory(db: Db, id: string) {
  const found = (await listCategories(db)).find((category) => category.id === id);
  if (!found) throw notFound('That category');
  return found;
}

export async function createCategory(db: Db, input: CategoryInput) {
  const values = categoryInput.parse(input);
  try {
    const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
    return findCategory(db, row!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

export async function updateCategory(db: Db, id: string, input: Partial<CategoryInput>) {
  const values = categoryUpdate.parse(input);
  // Nothing to change: answer the category as it is (or 404).
  if (Object.keys(values).length === 0) return findCategory(db, id);
  try {
    const [row] = await db
      .update(categories)
      .set(values)
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (!row) throw notFound('That category');
    return findCategory(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName();
    throw error;
  }
}

/**
 * Deleting a category that still has content is refused: content requires a category, and silently
 * orphaning prayers would hide them from every category filter (docs/decisions/007).
 */
export async function deleteCategory(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [used] = await tx.select({ n: count() }).from(content).where(eq(content.categoryId, id));
    const n = used?.n ?? 0;
    if (n > 0) {
      throw new AppError(
        409,
        'conflict',
        `This category still has ${n} content item${n === 1 ? '' : 's'}. Move or delete ${n === 1 ? 'it' : 'them'} first.`,
      );
    }
    const deleted = await tx
      .delete(categories)
      .where(eq(categories.id, id))
      .returning({ id: categories.id });
    if (deleted.length === 0) throw notFound('That category');
  });
}
