import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/connection';

export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

export type TestDatabase = Database & { url?: string };

/** A fresh, migrated database for one test context: a PGlite snapshot or a clone of the template. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    // A server process started by a component test is told the snapshot by its parent.
    const snapshot = fs.readFileSync(process.env.TEST_PGLITE_SNAPSHOT ?? inject('pgliteSnapshot'));
    return openPglite({ snapshot: new Blob([snapshot]) });
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
