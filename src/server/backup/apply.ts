import type { Db } from '../db/connection';
import type { MediaStorage } from '../media/storage';
import { readAll, readArchive } from './archive';
import { BackupError } from './backup-error';
import { emptyTables, loadTable, resetSequences } from './database-load';
import { tablesInLoadOrder } from './database-tables';
import { entryNames, type Manifest } from './manifest';
import { mediaUrlOf, restoreMediaFile } from './media-copy';
import type { OpenedArchive } from './sealed-file';

/**
 * The second pass of a restore, after verifyArchive: in one transaction, empties the migrated
 * target's tables (the migrations' seed rows: the backup has them as they were), inserts every
 * table's rows in the archive's order (parents first) and moves the sequences on; the media files
 * are stored as they come. Should anything fail, the transaction leaves the database as it was and
 * the media stored so far are removed again.
 */
export async function applyArchive(
  archive: OpenedArchive,
  manifest: Manifest,
  target: { db: Db; media: MediaStorage },
) {
  const stored: string[] = [];
  try {
    await target.db.transaction(async (tx) => {
      const tables = await tablesInLoadOrder(tx);
      const archived = manifest.tables.map((table) => table.name);
      if ([...tables].sort().join() !== [...archived].sort().join())
        throw new BackupError(
          'The backup’s tables are not this version’s tables; nothing was changed. Restore with the version that made the backup.',
        );
      await emptyTables(tx, tables);
      for await (const entry of readArchive(await archive.read())) {
        const table = entryNames.tablePattern.exec(entry.name)?.[1];
        const url = mediaUrlOf(entry.name);
        if (table) {
          await loadTable(tx, table, await readAll(entry.body));
        } else if (url) {
          await restoreMediaFile(target.media, url, entry.size, entry.body);
          stored.push(url);
        } else {
          entry.body.resume();
        }
      }
      await resetSequences(tx);
    });
  } catch (error) {
    for (const url of stored) await target.media.remove(url).catch(() => {});
    throw error;
  }
}
