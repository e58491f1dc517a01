// npm run admin -- grant <email> <role> | revoke <email> | list
import { eq } from 'drizzle-orm';
import { adminRole } from '@contracts/roles';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open';
import { users } from '../db/schema/auth';
import { AppError, appError } from '../http/app-error';
import { grantRole, listStaff, revokeRole } from '../modules/admins/service';

const usage = `Usage:
  npm run admin -- grant <email> <moderator|admin|super_admin>
  npm run admin -- revoke <email>
  npm run admin -- list`;

async function run(args: string[]) {
  const [command, email, role] = args;
  if (command !== 'grant' && command !== 'revoke' && command !== 'list') return fail(usage);
  if (command !== 'list' && !email) return fail(usage);
  const parsedRole = adminRole.safeParse(role);
  if (command === 'grant' && !parsedRole.success)
    return fail(`Unknown role "${role ?? ''}".\n${usage}`);

  const database = await openDatabase(loadConfig(), { lock: 'embedded-only' });
  try {
    if (command === 'list') {
      for (const member of await listStaff(database.db))
        console.log(`${member.role}\t${member.email}`);
    } else if (command === 'grant') {
      await grantRole(database.db, email!, parsedRole.data!);
      console.log(`${email} is now ${parsedRole.data}.`);
    } else {
      const [user] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email!.toLowerCase()));
      if (!user) throw appError('not_found', `No account with the email ${email}.`);
      await revokeRole(database.db, user.id);
      console.log(`${email} is no longer staff.`);
    }
  } finally {
    await database.close();
  }
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof AppError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
