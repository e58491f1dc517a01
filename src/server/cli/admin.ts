// npm run admin -- grant <email> <role> | revoke <email> | list | rotate-journal-key
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { adminRole } from '@contracts/roles';
import { ConfigError, loadConfig } from '../config';
import { JournalKeyError } from '../crypto/journal-key';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open';
import { users } from '../db/schema/auth';
import { AppError, appError } from '../http/app-error';
import { createLogger } from '../logger';
import { grantRole, listStaff, revokeRole } from '../modules/admins/service';
import { createPostgresBus } from '../realtime/postgres-bus';
import { rotateJournalKey } from './rotate-journal-key';

const usage = `Usage:
  npm run admin -- grant <email> <moderator|admin|super_admin>
  npm run admin -- revoke <email>
  npm run admin -- list
  npm run admin -- rotate-journal-key`;

async function run(args: string[]) {
  const [command, email, role] = args;
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
  return (
    `The server (pid ${error.holder}) is running on the data directory ${error.dataDir}, and ` +
    'the embedded database allows one process at a time; nothing was changed.\n' +
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
    error instanceof ConfigError ||
    error instanceof JournalKeyError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
