import fs from 'node:fs';
import path from 'node:path';
import { openPglite, openPostgres, type Database } from '../db/connection';
import { lockDataDir } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import type { MediaStorage } from '../media/storage';
import { applyArchive } from './apply';
import { BackupError } from './backup-error';
import { latestMigrationTag, type Manifest } from './manifest';
import { planSecretFiles, writeSecretFiles } from './secrets';
import { openSealedFile } from './sealed-file';
import { checkDataDirEmpty, checkDatabaseEmpty, checkMediaEmpty } from './target-checks';
import { verifyArchive } from './verify';

export type RestoreTarget = {
  /** PostgreSQL (DATABASE_URL), else the embedded database in DATA_DIR/pglite. */
  databaseUrl: string | undefined;
  dataDir: string;
  media: MediaStorage;
  /** The secrets the environment configures (AUTH_SECRET, JOURNAL_ENCRYPTION_KEY, …). */
  authSecret: string | undefined;
  journalKey: { current: Buffer | undefined; previous: Buffer[] };
};

/**
 * Restores a sealed archive into an empty target. Everything that can refuse runs before the first
 * write: the passphrase, a whole read-only pass over the archive, its migration against this
 * code's, the secrets against the environment, and the emptiness of DATA_DIR, the media store
 * and the database. The embedded database is built aside in DATA_DIR and moved into place last.
 */
export async function restoreBackup(
  file: string,
  passphrase: string,
  target: RestoreTarget,
): Promise<Manifest> {
  checkDataDirEmpty(target.dataDir);
  const archive = await openSealedFile(file, passphrase);
  const { manifest, secrets } = await verifyArchive(archive, file);
  const latest = latestMigrationTag();
  if (manifest.migration !== latest)
    throw new BackupError(
      `The backup was made by a version whose newest migration is ${manifest.migration}; this ` +
        `version's is ${latest}. Nothing was changed. Restore with the version that made the ` +
        'backup, then upgrade.',
    );
  const secretFiles = planSecretFiles(secrets, target);
  await checkMediaEmpty(target.media);

  const existed = fs.existsSync(target.dataDir);
  let postgres: Database | undefined;
  if (target.databaseUrl) {
    postgres = await openPostgres(target.databaseUrl);
    try {
      await checkDatabaseEmpty(postgres.db, describePostgres(target.databaseUrl));
    } catch (error) {
      await postgres.close();
      throw error;
    }
  }
  // The first write: DATA_DIR and its lock (a server starting meanwhile is refused).
  let unlock: () => void;
  try {
    unlock = lockDataDir(target.dataDir);
    checkDataDirEmpty(target.dataDir);
  } catch (error) {
    await postgres?.close();
    throw error;
  }
  const staging = path.join(target.dataDir, `.restore-${process.pid}`);
  try {
    const database = postgres ?? (await openPglite({ dataDir: staging }));
    try {
      await runMigrations(database);
      await applyArchive(archive, manifest, { db: database.db, media: target.media });
    } finally {
      await database.close();
    }
    if (!postgres) fs.renameSync(path.join(staging, 'pglite'), path.join(target.dataDir, 'pglite'));
    writeSecretFiles(secretFiles);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    unlock();
    if (!existed && fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length === 0)
      fs.rmdirSync(target.dataDir);
  }
}

const describePostgres = (url: string) => {
  const { hostname, pathname } = new URL(url);
  return `The PostgreSQL database ${pathname.slice(1) || '(default)'} on ${hostname}`;
};
