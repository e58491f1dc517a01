import type { Db } from '@server/db/connection';
import { readSetting, writeSetting } from '@server/db/settings';
import type { Logger } from '@server/logger';
import type { EventBus } from '@server/realtime/bus';
import { insertMany } from '../content';
import { asNewContent, libraryIsEmpty } from './library-lock';
import { queueNarration } from './narration-queue';
import { starterLibrary } from './starter-library';

/**
 * Marks, once and for good, that this installation has been offered the starter library: set on
 * the first start, whether the library was installed then or already held content. Emptying the
 * library later does not bring the starter library back (the Sample Content Seeder can).
 */
export const starterLibraryKey = 'starter_library';

/**
 * At start-up (docs/decisions/055): on an installation never offered the starter library whose
 * library is empty, inserts it, published, and queues every item for narration (the
 * starter-narration job reads them aloud in the background). Answers how many items it wrote.
 */
export async function installStarterLibrary(deps: { db: Db; bus: EventBus; logger: Logger }) {
  const rows = await insertMany(
    deps,
    starterLibrary.map((item) => asNewContent(item, null)),
    {
      announce: 'summary',
      onlyIf: async (tx) => {
        const empty = await libraryIsEmpty(tx);
        if (await readSetting(tx, starterLibraryKey)) return false;
        await writeSetting(tx, starterLibraryKey, {
          at: new Date().toISOString(),
          installed: empty,
        });
        return empty;
      },
      onWritten: async (tx, written) => {
        const items = written.map((row) => row.id);
        // Which items are the starter library's, so System Status can say how far its narration is.
        const offered = (await readSetting(tx, starterLibraryKey)) as object;
        await writeSetting(tx, starterLibraryKey, { ...offered, items });
        await queueNarration(tx, items);
      },
    },
  );
  if (rows.length > 0)
    deps.logger.info({ items: rows.length }, 'starter library installed; narration queued');
  return rows.length;
}
