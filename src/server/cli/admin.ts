// npm run admin -- grant <email> <role> | revoke <email> | list | rotate-journal-key |
// media-migrate --to s3|disk | backup <file> | restore <file>
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { adminRole } from '@contracts/roles';
import { ConfigError, loadConfig } from '../config';
import { JournalKeyError } from '../crypto/journal-key';
import { MediaStoreError } from '../media/s3-storage';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open';
import { users } from '../db/schema/auth';
import { AppError, appError } from '../http/app-error';
import { createLogger } from '../logger';
import { grantRole, listStaff, revokeRole } from '../modules/admins/service';
import { createPostgresBus } from '../realtime/postgres-bus';
import { MediaMigrateError, mediaMigrate } from './media-migrate';
import { rotateJournalKey } from './rotate-journal-key';
import { BackupError } from '../backup/backup-error';
import { backupCommand, restoreCommand } from './backup-commands';

const usage = `Usage:
  npm run admin -- grant <email> <moderator|admin|super_admin>
  npm run admin -- revoke <email>
  npm run admin -- list
  npm run admin -- rotate-journal-key
  npm run admin -- media-migrate --to <s3|disk>
  npm run admin -- backup <file>
  npm run admin -- restore <file>`;

async function run(args: string[]) {
  const [command, email, role] = args;
  if (command === 'media-migrate') return migrate(args.slice(1));
  if (command === 'backup' || command === 'restore') return backupOrRestore(command, args.slice(1));
  const commands = ['grant', 'revoke', 'list', 'rotate-journal-key'];
  if (!command || !commands.includes(command)) return fail(usage);
  if ((command === 'grant' || command === 'revoke') && !email) return fail(usage);
  const parsedRole = adminRole.safeParse(role);
  if (command === 'grant' && !parsedRole.success)
    return fail(`Unknown role "${role ?? ''}".\n${usage}`);

  const config = loadConfig();
  describeDatabase(config);
  const database = await openDatabase(config, { lock: 'embedded-only' });
  // On PostgreSQL running servers hear of a role change at once (they cache who is signed in for
  // a few seconds: decision 023); an embedded database has no server running beside the command.
  const bus =
    database.pool && (command === 'grant' || command === 'revoke')
      ? await createPostgresBus(database.pool, createLogger('silent'))
      : undefined;
  try {
    if (command === 'rotate-journal-key') {
      console.log(await rotateJournalKey(config, database));
    } else if (command === 'list') {
      for (const member of await listStaff(database.db))
        console.log(`${member.role}\t${member.email}`);
    } else if (command === 'grant') {
      await grantRole(database.db, email!, parsedRole.data!, bus);
      console.log(`${email} is now ${parsedRole.data}.`);
    } else {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email!.toLowerCase()));
      if (!user) throw appError('not_found', `No account with the email ${email}.`);
      await revokeRole(database.db, user.id, bus);
      console.log(`${email} is no longer staff.`);
    }
  } finally {
    await bus?.close();
    await database.close();
  }
}

/**
 * Media files only: no database is opened, so it runs beside running servers (on PostgreSQL or
 * the embedded database alike). Exits 1 when a file failed, so a script can run it again.
 */
async function migrate(args: string[]) {
  const to = args[0] === '--to' ? args[1] : args[0]?.startsWith('--to=') ? args[0].slice(5) : '';
  if ((to !== 's3' && to !== 'disk') || args.length > (args[0] === '--to' ? 2 : 1))
    return fail(usage);
  const { failed } = await mediaMigrate(loadConfig(), to, (line) => console.log(line));
  if (failed > 0) process.exitCode = 1;
}

/** The whole installation into one sealed archive, or back (docs/decisions/060). */
async function backupOrRestore(command: 'backup' | 'restore', args: string[]) {
  if (args.length !== 1 || !args[0]) return fail(usage);
  const config = loadConfig();
  if (command === 'backup') {
    describeDatabase(config);
    console.log(await backupCommand(config, args[0]));
  } else {
    console.log(await restoreCommand(config, args[0]));
  }
}

/**
 * Says which database the command works on (on stderr: stdout is the command's answer), and
 * refuses an embedded data directory that does not hold the server's database: opening it would
 * create an empty database that the server never reads.
 */
function describeDatabase(config: { databaseUrl?: string; dataDir: string }) {
  if (config.databaseUrl) {
    const { hostname, pathname } = new URL(config.databaseUrl);
    console.error(
      `Database: PostgreSQL ${pathname.slice(1) || '(default)'} on ${hostname} (DATABASE_URL).`,
    );
    return;
  }
  console.error(`Data directory: ${config.dataDir} (embedded database; DATA_DIR).`);
  if (!fs.existsSync(config.dataDir)) {
    fail(
      `The data directory ${config.dataDir} does not exist; nothing was changed. Run this ` +
        'command where the server runs (the same folder or the same DATA_DIR), or start the ' +
        'server once (npm start) to create it.',
      1,
    );
  }
  if (!fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    fail(
      `The data directory ${config.dataDir} holds no database yet; nothing was changed. ` +
        'Start the server once (npm start) to create it, or set DATA_DIR to the data directory of the server.',
      1,
    );
  }
}

/** While the server holds the embedded database, this process must not open it. */
function serverHolds(error: DataDirLockedError) {
  const intro =
    `The server (pid ${error.holder}) is running on the data directory ${error.dataDir}, and ` +
    'the embedded database allows one process at a time; nothing was changed.\n';
  if (process.argv[2] === 'backup' || process.argv[2] === 'restore')
    return `${intro}Stop the server, run this command again, and start the server.`;
  return (
    intro +
    'While it runs, a super admin can grant and revoke roles in the admin portal (/admin, the ' +
    'Admins tab). Or stop the server, run this command again, and start the server.'
  );
}

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(serverHolds(error));
  } else if (
    error instanceof AppError ||
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof JournalKeyError ||
    error instanceof MediaMigrateError ||
    error instanceof MediaStoreError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
