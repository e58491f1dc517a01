import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users, verifications } from '../db/schema/auth';
import type { Auth } from './auth';

// better-auth's tables (users, sessions, accounts, verifications) are the library's: it writes them
// through its endpoints, and the few writes of our own happen in src/server/auth alone (decision
// 040). Modules that change an account call these.

/** Keeps the account's name (users.name) in step with the profile's full name. */
export async function renameAccount(db: Db, userId: string, name: string) {
  await db
    .update(users)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Erases an account: its verification rows (confirmation and reset links, kept by user id or by
 * email) and its users row, whose foreign keys cascade to every personal row. Run in the erasure's
 * transaction.
 */
export async function eraseAccount(db: Db, account: { id: string; email: string }) {
  await db
    .delete(verifications)
    .where(or(eq(verifications.value, account.id), eq(verifications.identifier, account.email)));
  await db.delete(users).where(eq(users.id, account.id));
}

/**
 * Makes an account whose email is already confirmed, with a password (the first super admin's, at
 * setup), through better-auth's own adapter: its user hooks run as at sign-up.
 */
export async function createConfirmedAccount(
  auth: Auth,
  input: { email: string; firstName: string; lastName: string; password: string },
) {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser(
    {
      email: input.email,
      name: `${input.firstName} ${input.lastName}`,
      emailVerified: true,
      firstName: input.firstName,
      lastName: input.lastName,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  return user;
}
