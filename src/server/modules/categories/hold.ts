import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { categories } from '@server/db/schema/content';
import { validationFailed } from '@server/http/app-error';
import { isPgError, pgCodes } from '@server/lib/pg-error';

// Content written into a category while someone deletes that category (docs/decisions/009). The
// writer holds the category row (FOR KEY SHARE) in the transaction that writes the content, and the
// delete locks the row (FOR UPDATE) before it counts the category's content, so one waits for the
// other: either the delete sees the new content and is refused (409), or the writer finds the
// category gone and is told so (400). Neither answers 500, and no content is left without one.

export const missingCategory = () =>
  validationFailed({ categoryId: 'That category does not exist' });

/** PostgreSQL's foreign_key_violation on content's category. */
export const isMissingCategoryViolation = (error: unknown) =>
  isPgError(error, pgCodes.foreignKeyViolation, 'content_category_id_categories_id_fk');

/** Holds a category for the rest of the transaction `tx`; 400 (categoryId) when it does not exist. */
export async function holdCategory(tx: Db, id: string) {
  const [held] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, id))
    .for('key share');
  if (!held) throw missingCategory();
}

/**
 * The category with this name (whatever its letter case), created when missing, held for the rest
 * of the transaction `tx`: where generated and sample content lands.
 */
export async function holdCategoryNamed(tx: Db, name: string, color?: string) {
  // A delete between the insert and the select (the row existed, then went) is met by trying again.
  for (let attempt = 0; attempt < 3; attempt++) {
    await tx.insert(categories).values({ name, color }).onConflictDoNothing();
    const [held] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(sql`lower(${categories.name})`, name.toLowerCase()))
      .for('key share');
    if (held) return held.id;
  }
  throw new Error(`The category ${name} could not be created`);
}
