import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { writeBackup } from '../backup/backup';
import { BackupError } from '../backup/backup-error';
import type { Manifest } from '../backup/manifest';
import { readPassphrase } from '../backup/passphrase';
import { restoreBackup } from '../backup/restore';
import { readInstallationSecrets } from '../backup/secrets';
import { openDatabase } from '../db/open';
import { openMediaStorage } from '../media/configured';
import { keyIdsInUse } from '../modules/journal';

// `npm run admin -- backup <file>` and `restore <file>` (docs/decisions/060): the wiring of the
// configured database, media store and secrets to src/server/backup.

const summary = (manifest: Manifest) => {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return (
    `${manifest.tables.length} tables (${rows} rows) and ${manifest.media.files} media files ` +
    `(${manifest.media.bytes} bytes)`
  );
};

export async function backupCommand(config: Config, file: string) {
  // Refused before the passphrase is asked for and the database opened (writeBackup checks again).
  if (fs.existsSync(file))
    throw new BackupError(
      `${path.resolve(file)} already exists; nothing was written. Name a new file.`,
    );
  const passphrase = await readPassphrase('backup');
  const database = await openDatabase(config, { lock: 'embedded-only' });
  try {
    const media = await openMediaStorage(config);
    try {
      const secrets = readInstallationSecrets(config);
      const manifest = await writeBackup(
        {
          database,
          media: media.storage,
          secrets,
          // keyIdsInUse reads the stored words' key ids only: it opens nothing.
          journalKeyIdsInUse: () =>
            keyIdsInUse({ db: database.db } as Parameters<typeof keyIdsInUse>[0]),
        },
        path.resolve(file),
        passphrase,
      );
      const lines = [`Backed up ${summary(manifest)} into ${path.resolve(file)}.`];
      if (secrets.authSecret === null)
        lines.push('No auth secret was found: after a restore, everyone signs in again.');
      lines.push('Keep the passphrase apart from the archive: without it, nobody can open it.');
      return lines.join('\n');
    } finally {
      media.close();
    }
  } finally {
    await database.close();
  }
}

export async function restoreCommand(config: Config, file: string) {
  if (config.databaseUrl) {
    const { hostname, pathname } = new URL(config.databaseUrl);
    console.error(
      `Restoring into PostgreSQL ${pathname.slice(1) || '(default)'} on ${hostname} (DATABASE_URL), ` +
        `secrets into ${config.dataDir} (DATA_DIR).`,
    );
  } else {
    console.error(
      `Restoring into the data directory ${config.dataDir} (embedded database; DATA_DIR).`,
    );
  }
  const passphrase = await readPassphrase('restore');
  const media = await openMediaStorage(config);
  try {
    const manifest = await restoreBackup(path.resolve(file), passphrase, {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      media: media.storage,
      authSecret: config.authSecret,
      journalKey: config.journalKey,
    });
    return (
      `Restored ${summary(manifest)} from the backup of ${manifest.createdAt} ` +
      `(made on ${manifest.source === 'pglite' ? 'the embedded database' : 'PostgreSQL'}). ` +
      'Start the server (npm start).'
    );
  } finally {
    media.close();
  }
}
