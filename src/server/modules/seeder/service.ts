import { sampleContentExistsMessage, type SeedResult } from '@contracts/seeder';
import type { Db } from '@server/db/connection';
import type { EventBus } from '@server/realtime/bus';
import { recordAudit } from '@server/modules/audit/service';
import { insertMany } from '../content';
import { asNewContent, libraryIsEmpty } from './library-lock';
import { queueNarration } from './narration-queue';
import { sampleItems } from '@server/modules/starter-library';

/**
 * Inserts the six sample items, published and with their bodies, when no content exists at all,
 * and queues them for narration (the starter-narration job reads them aloud).
 */
export async function seedSampleContent(
  db: Db,
  bus: EventBus,
  actor: { id: string; email: string },
): Promise<SeedResult> {
  const created = await insertMany(
    { db, bus },
    sampleItems.map((item) => asNewContent(item, actor.id)),
    {
      announce: 'each',
      onlyIf: libraryIsEmpty,
      // Only a seeding that wrote something is audited: on a library with content it does nothing.
      onWritten: async (tx, rows) => {
        await queueNarration(
          tx,
          rows.map((row) => row.id),
        );
        await recordAudit(tx, {
          actor,
          action: 'content.seed',
          targetType: 'content',
          after: { created: rows.length },
        });
      },
    },
  );
  return created.length === 0
    ? { created: 0, message: sampleContentExistsMessage }
    : { created: created.length, message: 'Sample content created successfully!' };
}
