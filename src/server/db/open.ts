import { openPglite, openPostgres, type Database } from './connection';
import { lockDataDir } from './data-dir-lock';
import { runMigrations } from './migrate';

/**
 * The configured database, migrated: PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * DATA_DIR. The server always holds the DATA_DIR lock (it keeps the embedded database, media and
 * secrets there); a command-line tool only needs it for the embedded database.
 */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  options: {
    lock?: 'always' | 'embedded-only';
    onPoolError?: (error: Error) => void;
    /** Called as each start-up step ends ('database', then 'migrations'), to time them. */
    onPhase?: (name: 'database' | 'migrations') => void;
  } = {},
) {
  const unlock =
    config.databaseUrl && (options.lock ?? 'always') === 'embedded-only'
      ? () => {}
      : lockDataDir(config.dataDir);
  let database: Database;
  try {
    database = config.databaseUrl
      ? await openPostgres(config.databaseUrl, options.onPoolError)
      : await openPglite({ dataDir: config.dataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  options.onPhase?.('database');
  await runMigrations(database);
  options.onPhase?.('migrations');
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      unlock();
    },
  } satisfies Database;
}
