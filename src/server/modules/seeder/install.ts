import type { Db } from '@server/db/connection';
import { readSetting, writeSetting } from '@server/db/settings';
import type { Logger } from '@server/logger';
import type { EventBus } from '@server/realtime/bus';
import { insertMany } from '../content';
import { asNewContent, libraryIsEmpty } from './library-lock';
import { missingLanguageNarrations } from './narration-languages';
import { pendingNarrations, queueNarration } from './narration-queue';
import { starterLibrary } from '@server/modules/starter-library';

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
  await queueLanguageNarrations(deps);
  return rows.length;
}

/**
 * At each start: the Portuguese and Spanish narrations the starter items lack (decision 073), for
 * an installation narrated before they existed, or translations revised since, join the queue. An
 * item still waiting for its English narration gets them when that is done.
 */
async function queueLanguageNarrations(deps: { db: Db; logger: Logger }) {
  const missing = await missingLanguageNarrations(deps.db, await pendingNarrations(deps.db));
  if (missing.length === 0) return;
  await queueNarration(deps.db, missing);
  deps.logger.info(
    { narrations: missing.length },
    'starter library narrations in pt and es queued',
  );
}
