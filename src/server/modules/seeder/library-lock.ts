import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import type { CategoryRef } from '../content';
import type { StarterItem } from '@server/modules/starter-library';

// Serializes the writers that fill an empty library (the seeder's clicks, instances installing the
// starter library at start-up) so two cannot both find it empty.
const seedLockKey = 725_002;

/** Whether the library holds no content at all (a one-row check), asked under the seeding lock. */
export async function libraryIsEmpty(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
  const existing = await tx.select({ id: content.id }).from(content).limit(1);
  return existing.length === 0;
}

/** A starter item as a published content row in its category (created when missing). */
export function asNewContent(
  { category, translations: _translations, ...item }: StarterItem,
  createdBy: string | null,
) {
  return {
    ...item,
    category: { name: category } satisfies CategoryRef,
    isPublished: true,
    createdBy,
  };
}
