import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/connection';
import { isAlive } from '../db/data-dir-lock';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

export type TestDatabase = Database & { url?: string };

/**
 * Where each PGlite context's copy of the migrated template lives: in memory where the machine
 * has a RAM disk, so a copy costs tens of milliseconds and the database writes no disk.
 */
const scratchRoot = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const scratchPrefix = 'psalmlight-test-';

/** A fresh, migrated database for one test context: a copy of the PGlite template or a clone of PostgreSQL's. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    // A server process started by a component test is told the template by its parent.
    const template = process.env.TEST_PGLITE_TEMPLATE ?? inject('pgliteTemplate');
    // Named by process, so that a run can remove what a killed one left (global-setup.ts).
    const dataDir = fs.mkdtempSync(path.join(scratchRoot, `${scratchPrefix}${process.pid}-`));
    fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openPglite({ dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `psalmlight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Removes the copies left by test processes that no longer run (killed before they closed). */
export function removeOrphanedCopies() {
  for (const entry of fs.readdirSync(scratchRoot)) {
    const pid = Number(new RegExp(`^${scratchPrefix}(\\d+)-`).exec(entry)?.[1]);
    if (pid && !isAlive(pid))
      fs.rmSync(path.join(scratchRoot, entry), { recursive: true, force: true });
  }
}
