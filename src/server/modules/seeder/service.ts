import { sql } from 'drizzle-orm';
import { sampleContent, sampleContentExistsMessage, type SeedResult } from '@contracts/seeder';
import type { Db } from '@server/db/connection';
import { content } from '@server/db/schema/content';
import type { EventBus } from '@server/realtime/bus';
import { recordAudit } from '@server/modules/audit/service';
import { insertMany } from '../content';

// Serializes concurrent seeding so two clicks cannot both find the table empty.
const seedLockKey = 725_002;

/** Whether the library holds no content at all (a one-row check), asked under the seeding lock. */
async function libraryIsEmpty(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
  const existing = await tx.select({ id: content.id }).from(content).limit(1);
  return existing.length === 0;
}

/** Inserts the six sample items, published, when no content exists at all. */
export async function seedSampleContent(
  db: Db,
  bus: EventBus,
  actor: { id: string; email: string },
): Promise<SeedResult> {
  const created = await insertMany(
    { db, bus },
    sampleContent.map(({ category, ...item }) => ({
      ...item,
      // Created when missing, and held until the items are in (content/in-category.ts).
      category: { name: category },
      isPublished: true,
      createdBy: actor.id,
    })),
    {
      announce: 'each',
      onlyIf: libraryIsEmpty,
      // Only a seeding that wrote something is audited: on a library with content it does nothing.
      onWritten: (tx, rows) =>
        recordAudit(tx, {
          actor,
          action: 'content.seed',
          targetType: 'content',
          after: { created: rows.length },
        }),
    },
  );
  return created.length === 0
    ? { created: 0, message: sampleContentExistsMessage }
    : { created: created.length, message: 'Sample content created successfully!' };
}
