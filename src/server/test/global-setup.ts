import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/connection';
import { migrationsFolder, runMigrations } from '../db/migrate';
import { removeOrphanedCopies } from './database';
import { launchTestAppHostOnDemand } from './test-app-host-launcher';

const cacheDir = path.resolve('.test-data');

/** A fingerprint of the migrations: a snapshot or template is rebuilt when they change. */
function migrationsHash() {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Migrates once per run (or per change of migrations): a PGlite data directory each test context
 * copies (decision 160), and on the PostgreSQL lane a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'pglite';
  const fingerprint = migrationsHash();
  // The reliability suite kills a PGlite server on the PostgreSQL lane too (kill -9 on both).
  if (kind === 'pglite' || project.name === 'reliability') {
    removeOrphanedCopies();
    const template = path.join(cacheDir, `pglite-${fingerprint}`);
    if (!fs.existsSync(template)) {
      fs.mkdirSync(cacheDir, { recursive: true });
      const staging = fs.mkdtempSync(path.join(cacheDir, 'staging-'));
      const database = await openPglite({ dataDir: staging });
      await runMigrations(database);
      await database.close();
      // Another project's setup may have made it meanwhile: its copy is as good.
      if (!fs.existsSync(template)) fs.renameSync(path.join(staging, 'pglite'), template);
      fs.rmSync(staging, { recursive: true, force: true });
    }
    project.provide('pgliteTemplate', template);
    if (kind === 'pglite') {
      const host = await launchTestAppHostOnDemand(template);
      project.provide('testAppHost', host.url);
      return host.close;
    }
  }

  const adminUrl = process.env.TEST_DATABASE_URL!;
  const template = `psalmlight_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount === 0) {
    await admin.query(`create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString());
    try {
      await runMigrations(database);
      await database.close();
    } catch (error) {
      await database.close();
      await admin.query(`drop database if exists ${template}`);
      throw error;
    }
  }
  await admin.end();
  project.provide('postgresTemplate', template);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, which each context copies. */
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Where the web's component tests ask for the test app host's address. */
    testAppHost: string;
  }
}
