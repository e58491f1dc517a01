import type { Db } from '@server/db/connection';
import {
  holdCategory,
  holdCategoryNamed,
  isMissingCategoryViolation,
  missingCategory,
} from '../categories';

/** The category an item goes into: by id, or by name (created when missing, e.g. "Daily Psalms"). */
export type CategoryRef = { id: string } | { name: string; color?: string };

const keyOf = (ref: CategoryRef) =>
  'id' in ref ? `id:${ref.id}` : `name:${ref.name.toLowerCase()}`;

/**
 * Holds the categories for the rest of `tx` (each once, in the order given) and answers the id of
 * each, so a delete of one of them at the same moment waits and then counts the new content
 * (../categories/hold.ts, docs/decisions/009).
 */
export async function holdCategories(tx: Db, refs: readonly CategoryRef[]) {
  const ids = new Map<string, string>();
  for (const ref of refs) {
    const key = keyOf(ref);
    if (ids.has(key)) continue;
    if ('id' in ref) await holdCategory(tx, ref.id);
    ids.set(key, 'id' in ref ? ref.id : await holdCategoryNamed(tx, ref.name, ref.color));
  }
  return (ref: CategoryRef) => ids.get(keyOf(ref))!;
}

/**
 * Runs a content write in one transaction; a category that went missing anyway (the foreign key
 * noticed) answers 400 on categoryId like a hold that found none, never 500.
 */
export async function inTransaction<T>(db: Db, write: (tx: Db) => Promise<T>) {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isMissingCategoryViolation(error)) throw missingCategory();
    throw error;
  }
}
