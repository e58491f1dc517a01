import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { resolveAuthSecret } from '../auth/secret';
import { writeBackup } from '../backup/backup';
import { publicTable, rowsOf } from '../backup/database-tables';
import type { RestoreTarget } from '../backup/restore';
import { secretsOf } from '../backup/secrets';
import { resolveJournalKeyring } from '../crypto/journal-key';
import { openPglite, openPostgres, type Db } from '../db/connection';
import { runMigrations } from '../db/migrate';
import { createDiskMediaStorage } from '../media/disk-storage';
import type { MediaStorage } from '../media/storage';
import { keyIdsInUse } from '../modules/journal';
import type { TestDatabase } from './database';
import { dailyPsalm, journalEntry } from './factories';
import { createTestContext, testAuthSecret, type TestContext, type TestUser } from './harness';

// Backup and restore tests (src/server/backup): an installation with something in every part the
// archive carries, an empty target of either kind, and what to compare after a restore.

export const passphrase = 'four random words here';
/** A cheap scrypt for tests: the archive's format is the same, only opening it is faster. */
export const workFactor = 10;

export const scratchDir = (label: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `psalmlight-backup-${label}-`));

/** A migrated embedded database of its own (PGlite on either lane). */
export async function freshPglite(): Promise<TestDatabase> {
  const database = await openPglite({});
  await runMigrations(database);
  return database;
}

export type Installation = {
  t: TestContext;
  member: TestUser;
  entryId: string;
  audioUrl: string;
};

/** A running installation with a member, a sealed journal entry, narration audio and an avatar. */
export async function populatedInstallation(database?: TestDatabase): Promise<Installation> {
  const t = await createTestContext({ database });
  const member = await t.createUser({ premium: true });
  const entryId = await journalEntry(t, member, '2026-11-20', {
    title: 'Kept through the night',
    content: 'Sealed words that must open again after a restore.',
  });
  // Larger than one of age's 64 KiB chunks, so a file spans several.
  const audioUrl = await t.media.save('psalms', randomBytes(200_000), 'mp3');
  await dailyPsalm(t, '2026-11-21', { audioUrl });
  await t.media.save('avatars', randomBytes(3_000), 'png');
  return { t, member, entryId, audioUrl };
}

export async function backUp(installation: Installation, file: string) {
  const { t } = installation;
  return writeBackup(
    {
      database: t.database,
      media: t.media,
      secrets: secretsOf(testAuthSecret, t.journal.keys),
      journalKeyIdsInUse: () => keyIdsInUse(t.journal),
    },
    file,
    passphrase,
    { workFactor },
  );
}

export type EmptyTarget = {
  target: RestoreTarget;
  /** The restored database, opened as the server would open it. */
  open: () => Promise<TestDatabase>;
  close: () => Promise<void>;
};

/** An empty place to restore into: a new DATA_DIR, and for PostgreSQL a new, empty database. */
export async function emptyTarget(kind: 'pglite' | 'postgres'): Promise<EmptyTarget> {
  const root = scratchDir('target');
  const dataDir = path.join(root, 'data');
  const target: RestoreTarget = {
    databaseUrl: undefined,
    dataDir,
    media: createDiskMediaStorage(dataDir),
    authSecret: undefined,
    journalKey: { current: undefined, previous: [] },
  };
  if (kind === 'pglite')
    return {
      target,
      open: () => openPglite({ dataDir }),
      close: async () => fs.rmSync(root, { recursive: true, force: true }),
    };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `psalmlight_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  target.databaseUrl = url.toString();
  return {
    target,
    open: () => openPostgres(url.toString()),
    close: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The app on a restored installation: its database, media, and the secrets found in DATA_DIR. */
export async function restoredApp(target: EmptyTarget) {
  const { dataDir, media } = target.target;
  return createTestContext({
    database: await target.open(),
    media,
    authSecret: resolveAuthSecret(undefined, dataDir),
    journalKeys: resolveJournalKeyring({ configured: undefined, previous: [], dataDir }),
  });
}

/** Every public table's rows as JSON text, sorted, with timestamps in UTC (to compare kinds). */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = await rowsOf(
      tx,
      sql`select relname as name from pg_class
          where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    const all: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await rowsOf(
        tx,
        sql`select row_to_json(t)::text as line from ${publicTable(String(name))} t`,
      );
      all[String(name)] = rows.map((row) => String(row.line)).sort();
    }
    return all;
  });
}

/** Every media file's URL and a hash of its bytes. */
export async function everyMediaFile(media: MediaStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const { url } of media.list()) {
    const body = await (await media.read(url))!.open();
    const hash = createHash('sha256');
    for await (const chunk of body!) hash.update(chunk);
    files[url] = hash.digest('hex');
  }
  return files;
}

/**
 * What a restore must give: the same rows and media, the member's session still valid, the member
 * able to sign in, and the sealed journal entry readable with the restored keys.
 */
export async function expectSameInstallation(source: Installation, restored: TestContext) {
  expect(await everyRow(restored.db)).toEqual(await everyRow(source.t.db));
  expect(await everyMediaFile(restored.media)).toEqual(await everyMediaFile(source.t.media));
  const me = await restored.request('/api/me', { cookie: source.member.cookie });
  expect(me.status).toBe(200);
  const cookie = await restored.signIn(source.member.email);
  const entry = await restored.request(`/api/journal/${source.entryId}`, { cookie });
  expect(entry.status).toBe(200);
  expect(await entry.json()).toMatchObject({
    title: 'Kept through the night',
    content: 'Sealed words that must open again after a restore.',
  });
  const audio = await restored.request(source.audioUrl, { cookie });
  expect(audio.status).toBe(200);
  expect((await audio.arrayBuffer()).byteLength).toBe(200_000);
}
