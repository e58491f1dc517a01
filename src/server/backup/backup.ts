import fs from 'node:fs';
import type { Database } from '../db/connection';
import { keyIdOf, parseKey } from '../crypto/field-cipher';
import type { MediaStorage } from '../media/storage';
import { createArchiveWriter } from './archive';
import { BackupError } from './backup-error';
import { dumpTables } from './database-dump';
import { archiveFormatVersion, entryNames, latestMigrationTag, type Manifest } from './manifest';
import { copyMediaInto } from './media-copy';
import type { BackupSecrets } from './secrets';
import { sealToFile } from './sealed-file';

export type BackupSource = {
  /** Opened with openDatabase, so migrated to this code's newest migration. */
  database: Database;
  media: MediaStorage;
  secrets: BackupSecrets;
  /** The ids of the journal keys that sealed stored entries (the journal module's keyIdsInUse). */
  journalKeyIdsInUse: () => Promise<string[]>;
};

/**
 * Writes the whole installation into one sealed archive at `file`: secrets.json, every table
 * (tables/<table>.jsonl, parents first), every media file (media/<folder>/<file>), and
 * manifest.json last, with the counts of what was written. Never overwrites a file.
 */
export async function writeBackup(
  source: BackupSource,
  file: string,
  passphrase: string,
  options: { workFactor?: number; now?: Date } = {},
): Promise<Manifest> {
  if (fs.existsSync(file))
    throw new BackupError(`${file} already exists; nothing was written. Name a new file.`);
  await checkJournalKeys(source);
  const createdAt = options.now ?? new Date();
  const writer = createArchiveWriter(createdAt);
  const sealing = sealToFile(writer.stream, file, passphrase, options.workFactor);
  // Seen by sealing's reader if the writing below fails, so the partial file is removed.
  sealing.catch(() => {});
  try {
    await writer.add(entryNames.secrets, Buffer.from(JSON.stringify(source.secrets)));
    const tables: Manifest['tables'] = [];
    await dumpTables(source.database.db, async (name, rows, lines) => {
      await writer.add(entryNames.table(name), lines);
      tables.push({ name, rows });
    });
    const media = await copyMediaInto(source.media, writer);
    const manifest: Manifest = {
      format: 'psalmlight-backup',
      version: archiveFormatVersion,
      createdAt: createdAt.toISOString(),
      source: source.database.kind,
      migration: latestMigrationTag(),
      tables,
      media,
    };
    await writer.add(entryNames.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
    writer.finish();
    await sealing;
    return manifest;
  } catch (error) {
    writer.stream.destroy(error as Error);
    await sealing.catch(() => {});
    throw error;
  }
}

/** Refuses a backup whose journal entries could not be read after a restore. */
async function checkJournalKeys(source: BackupSource) {
  const kept = new Set(source.secrets.journalKeys.map((text) => keyIdOf(parseKey(text)!)));
  const lacking = (await source.journalKeyIdsInUse()).filter((id) => !kept.has(id));
  if (lacking.length > 0)
    throw new BackupError(
      `Journal entries are sealed with key ${lacking.join(', ')}, which neither JOURNAL_ENCRYPTION_KEY, ` +
        'JOURNAL_ENCRYPTION_OLD_KEYS nor DATA_DIR/journal-key holds here; nothing was written. Run ' +
        'the backup where the server runs, with its settings.',
    );
}
