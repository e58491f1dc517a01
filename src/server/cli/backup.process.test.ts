import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../auth/secret';
import { resolveJournalKeyring } from '../crypto/journal-key';
import { openPglite } from '../db/connection';
import { runMigrations } from '../db/migrate';
import { createDiskMediaStorage } from '../media/disk-storage';
import { everyMediaFile, everyRow, scratchDir } from '../test/backup-fixture';
import { journalEntry } from '../test/factories';
import { createTestContext } from '../test/harness';

// `npm run admin -- backup` and `restore` as real processes on embedded installations: an
// installation made the way the server makes one, backed up, and restored into a new DATA_DIR.

const root = scratchDir('admin');
const holders: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const holder of holders) if (holder.exitCode === null) holder.kill('SIGKILL');
  fs.rmSync(root, { recursive: true, force: true });
});
const passphrase = 'psalm twenty three green pastures';

function admin(dataDir: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'admin.ts'), ...args],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        DATA_DIR: dataDir,
        ...env,
      },
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
}

/** An embedded installation as the server leaves it: database, secrets and media in DATA_DIR. */
async function installation(dataDir: string) {
  const database = await openPglite({ dataDir });
  await runMigrations(database);
  const t = await createTestContext({
    database,
    authSecret: resolveAuthSecret(undefined, dataDir),
    journalKeys: resolveJournalKeyring({ configured: undefined, previous: [], dataDir }),
    media: createDiskMediaStorage(dataDir),
  });
  const member = await t.createUser({ premium: true });
  await journalEntry(t, member, '2026-11-20', { title: 'Still here' });
  await t.media.save('avatars', Buffer.from('not really a picture'), 'png');
  await t.close();
}

async function snapshot(dataDir: string) {
  const database = await openPglite({ dataDir });
  try {
    return {
      rows: await everyRow(database.db),
      media: await everyMediaFile(createDiskMediaStorage(dataDir)),
      authSecret: fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
      journalKey: fs.readFileSync(path.join(dataDir, 'journal-key'), 'utf8'),
    };
  } finally {
    await database.close();
  }
}

// Each step is a process of its own (the compiled admin command): several on a busy machine.
const processTimeout = 300_000;

describe('npm run admin -- backup and restore', () => {
  it(
    'backs up an embedded installation and restores it into a new data directory',
    async () => {
      const source = path.join(root, 'source');
      await installation(source);
      const file = path.join(root, 'congregation.age');

      const unsealed = admin(source, ['backup', file]);
      expect(unsealed.status).toBe(1);
      expect(unsealed.stderr).toContain(
        'No passphrase: set BACKUP_PASSPHRASE, or run the command in a terminal to be asked for it.',
      );
      expect(fs.existsSync(file)).toBe(false);

      const backup = admin(source, ['backup', file], { BACKUP_PASSPHRASE: passphrase });
      expect(backup.stderr).toContain(`Data directory: ${source} (embedded database; DATA_DIR).`);
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(
        /^Backed up \d+ tables \(\d+ rows\) and 1 media files \(20 bytes\) into /,
      );

      const again = admin(source, ['backup', file], { BACKUP_PASSPHRASE: passphrase });
      expect(again.status).toBe(1);
      expect(again.stderr).toContain(`${file} already exists; nothing was written.`);

      const restoredDir = path.join(root, 'restored');
      const restore = admin(restoredDir, ['restore', file], { BACKUP_PASSPHRASE: passphrase });
      expect(restore.stderr).toContain(`Restoring into the data directory ${restoredDir}`);
      expect(restore.status).toBe(0);
      expect(restore.stdout).toContain(
        '(made on the embedded database). Start the server (npm start).',
      );
      expect(await snapshot(restoredDir)).toEqual(await snapshot(source));

      const over = admin(source, ['restore', file], { BACKUP_PASSPHRASE: passphrase });
      expect(over.status).toBe(1);
      expect(over.stderr).toContain(`The data directory ${source} already holds pglite`);
    },
    processTimeout,
  );

  it(
    'says a running server holds the data directory, and to stop it first',
    async () => {
      const dataDir = path.join(root, 'served');
      fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      // A separate process holding the lock as the server does (lockDataDir, its pid inside).
      const server = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, '../db/data-dir-lock.race-child.ts')],
        { stdio: 'pipe' },
      );
      holders.push(server);
      const lines = readline.createInterface({ input: server.stdout! })[Symbol.asyncIterator]();
      server.stdin!.write(`lock ${dataDir}\n`);
      expect((await lines.next()).value).toBe('won');
      const file = path.join(root, 'while-running.age');
      const result = admin(dataDir, ['backup', file], { BACKUP_PASSPHRASE: passphrase });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `The server (pid ${server.pid}) is running on the data directory ${dataDir}`,
      );
      expect(result.stderr).toContain(
        'Stop the server, run this command again, and start the server.',
      );
      expect(fs.existsSync(file)).toBe(false);
    },
    processTimeout,
  );
});
