import { sql } from 'drizzle-orm';
import {
  sampleContent,
  sampleContentExistsMessage,
  type SeedResult,
} from '../../../contracts/seeder';
import type { Db } from '../../db/connection';
import { content } from '../../db/schema/content';
import type { EventBus } from '../../realtime/bus';
import { holdCategoryNamed } from '../categories/hold';

// Serializes concurrent seeding so two clicks cannot both find the table empty.
const seedLockKey = 725_002;

/** Inserts the six sample items when no content exists at all (a one-row existence check). */
export async function seedSampleContent(
  db: Db,
  bus: EventBus,
  userId: string,
): Promise<SeedResult> {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    const existing = await tx.select({ id: content.id }).from(content).limit(1);
    if (existing.length > 0) return [];

    const idOf = new Map<string, string>();
    for (const name of new Set(sampleContent.map((item) => item.category))) {
      // Held until the items are in: a delete of one of them meanwhile waits, then sees its items.
      idOf.set(name, await holdCategoryNamed(tx, name));
    }
    return tx
      .insert(content)
      .values(
        sampleContent.map((item) => ({
          title: item.title,
          description: item.description,
          categoryId: idOf.get(item.category)!,
          difficultyLevel: item.difficultyLevel,
          durationMinutes: item.durationMinutes,
          isPublished: true,
          createdBy: userId,
        })),
      )
      .returning({ id: content.id, title: content.title });
  });
  for (const row of created) {
    await bus.publish({
      type: 'content.changed',
      data: { id: row.id, op: 'insert', title: row.title, is_published: true },
    });
  }
  return created.length === 0
    ? { created: 0, message: sampleContentExistsMessage }
    : { created: created.length, message: 'Sample content created successfully!' };
}
