import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backUp,
  emptyTarget,
  everyRow,
  passphrase,
  populatedInstallation,
  scratchDir,
  workFactor,
  type EmptyTarget,
  type Installation,
} from '../test/backup-fixture';
import { testDbKind } from '../test/database';
import { createDiskMediaStorage } from '../media/disk-storage';
import { createArchiveWriter, readAll, readArchive } from './archive';
import { entryNames } from './manifest';
import { restoreBackup } from './restore';
import { openSealedFile, sealToFile } from './sealed-file';

// Every refusal comes before the first write: the target is left exactly as it was.

const dir = scratchDir('refusals');
let source: Installation;
let file: string;
const targets: EmptyTarget[] = [];

beforeAll(async () => {
  source = await populatedInstallation();
  file = path.join(dir, 'installation.age');
  await backUp(source, file);
}, 120_000);
afterAll(async () => {
  await source.t.close();
  for (const target of targets) await target.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function target() {
  const made = await emptyTarget(testDbKind);
  targets.push(made);
  return made;
}

/** What a target holds: DATA_DIR's files, and on PostgreSQL the database's tables. */
async function contents(made: EmptyTarget) {
  const { dataDir } = made.target;
  const files = fs.existsSync(dataDir)
    ? fs.readdirSync(dataDir, { recursive: true }).map(String).sort()
    : null;
  if (!made.target.databaseUrl) return { files };
  const database = await made.open();
  try {
    return { files, rows: await everyRow(database.db) };
  } finally {
    await database.close();
  }
}

/** The archive rewritten with a changed manifest, sealed with the same passphrase. */
async function withManifest(change: (manifest: Record<string, unknown>) => void) {
  const changed = path.join(dir, `changed-${Date.now()}.age`);
  const writer = createArchiveWriter(new Date());
  const sealing = sealToFile(writer.stream, changed, passphrase, workFactor);
  const archive = await openSealedFile(file, passphrase);
  for await (const entry of readArchive(await archive.read())) {
    let data = await readAll(entry.body);
    if (entry.name === entryNames.manifest) {
      const manifest = JSON.parse(data.toString('utf8'));
      change(manifest);
      data = Buffer.from(JSON.stringify(manifest));
    }
    await writer.add(entry.name, data);
  }
  writer.finish();
  await sealing;
  return changed;
}

describe(`restore refuses, and changes nothing (${testDbKind})`, () => {
  it('a wrong passphrase', async () => {
    const made = await target();
    const before = await contents(made);
    await expect(restoreBackup(file, 'not the passphrase at all', made.target)).rejects.toThrow(
      `The passphrase does not open ${file}; nothing was changed.`,
    );
    expect(await contents(made)).toEqual(before);
  });

  it('a damaged archive (one byte changed)', async () => {
    const damaged = path.join(dir, 'damaged.age');
    const bytes = fs.readFileSync(file);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    fs.writeFileSync(damaged, bytes);
    const made = await target();
    const before = await contents(made);
    await expect(restoreBackup(damaged, passphrase, made.target)).rejects.toThrow(
      `${damaged} is damaged or not a Psalmlight backup`,
    );
    expect(await contents(made)).toEqual(before);
  });

  it('a backup from another version of the migrations', async () => {
    const older = await withManifest((manifest) => {
      manifest.migration = '0003_audit_widgets_stats';
    });
    const made = await target();
    const before = await contents(made);
    await expect(restoreBackup(older, passphrase, made.target)).rejects.toThrow(
      'The backup was made by a version whose newest migration is 0003_audit_widgets_stats',
    );
    expect(await contents(made)).toEqual(before);
  });

  it('a target that already holds an installation', { timeout: 120_000 }, async () => {
    const made = await target();
    await restoreBackup(file, passphrase, made.target);
    const before = await contents(made);
    const held = `${made.target.databaseUrl ? '' : 'pglite, '}auth-secret, journal-key, media`;
    await expect(restoreBackup(file, passphrase, made.target)).rejects.toThrow(
      `The data directory ${made.target.dataDir} already holds ${held}; nothing was changed.`,
    );
    expect(await contents(made)).toEqual(before);
    if (made.target.databaseUrl) {
      // The same database with a fresh DATA_DIR: the database itself is refused.
      const dataDir = path.join(dir, 'fresh-data-dir');
      const elsewhere = { ...made.target, dataDir, media: createDiskMediaStorage(dataDir) };
      await expect(restoreBackup(file, passphrase, elsewhere)).rejects.toThrow(
        /^The PostgreSQL database psalmlight_restore_\w+ on 127\.0\.0\.1 is not empty \(.*\); nothing was changed/,
      );
      expect(fs.existsSync(elsewhere.dataDir)).toBe(false);
      expect(await contents(made)).toEqual(before);
    }
  });
});
