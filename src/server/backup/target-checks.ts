import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { migrationsFolder } from '../db/migrate';
import type { MediaStorage } from '../media/storage';
import { BackupError } from './backup-error';
import { publicTable, rowsOf } from './database-tables';

// A restore replaces nothing: each place it writes to must hold nothing of an installation yet.
// Every check runs before the first write.

/** DATA_DIR may exist (an empty folder, a mount), but must hold no database, secrets or media. */
export function checkDataDirEmpty(dataDir: string) {
  const found = ['pglite', 'auth-secret', 'journal-key', 'media'].filter((name) => {
    const full = path.join(dataDir, name);
    if (!fs.existsSync(full)) return false;
    return !fs.statSync(full).isDirectory() || fs.readdirSync(full).length > 0;
  });
  if (found.length > 0)
    throw new BackupError(
      `The data directory ${dataDir} already holds ${found.join(', ')}; nothing was changed. ` +
        'Restore into an empty data directory (set DATA_DIR to a new folder).',
    );
}

export async function checkMediaEmpty(media: MediaStorage) {
  for await (const entry of media.list()) {
    void entry;
    throw new BackupError(
      `The media store ${media.describe} already holds files; nothing was changed. Restore into an empty one.`,
    );
  }
}

/**
 * The tables the migrations fill themselves (drizzle/*.sql's INSERTs: permissions, categories,
 * settings). A database whose other tables are all empty holds nothing anyone made.
 */
function seededTables(): Set<string> {
  const seeded = new Set<string>();
  for (const file of fs.readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')))
    for (const match of fs
      .readFileSync(path.join(migrationsFolder, file), 'utf8')
      .matchAll(/insert\s+into\s+"?([a-z_][a-z0-9_]*)"?/gi))
      seeded.add(match[1]!.toLowerCase());
  return seeded;
}

/** An empty database: no tables of ours yet, or only the rows the migrations write. */
export async function checkDatabaseEmpty(db: Db, describe: string) {
  const seeded = seededTables();
  const tables = (
    await rowsOf(
      db,
      sql`select relname as name from pg_class
          where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')`,
    )
  ).map((row) => String(row.name));
  const holding: string[] = [];
  for (const table of tables.filter((name) => !seeded.has(name))) {
    const [row] = await rowsOf(
      db,
      sql`select exists (select 1 from ${publicTable(table)}) as found`,
    );
    if (row?.found === true) holding.push(table);
  }
  if (holding.length > 0)
    throw new BackupError(
      `${describe} is not empty (${holding.slice(0, 5).join(', ')}${holding.length > 5 ? ', …' : ''} ` +
        'hold rows); nothing was changed. Restore into a new, empty database.',
    );
}
