import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SetupInput } from '@contracts/auth';
import type { Language } from '@contracts/languages';
import { createConfirmedAccount } from '@server/auth/account-rows';
import type { Auth } from '@server/auth/auth';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { conflict, forbidden } from '@server/http/app-error';
import { createProfile, setProfileLanguage } from '@server/modules/profile/service';
import { consumeSetting, readSetting, removeSetting, writeSetting } from '@server/db/settings';
import { grantFirstSuperAdmin, hasSuperAdmin } from '../admins/service';

const tokenKey = 'setup.token_hash';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * With no super admin yet, makes a fresh one-time setup token (only its hash is stored) and
 * returns the link to print. Each start replaces the previous link.
 */
export async function createSetupLink(db: Db, publicUrl: string): Promise<string | null> {
  if (await hasSuperAdmin(db)) {
    await removeSetting(db, tokenKey);
    return null;
  }
  const token = randomBytes(32).toString('base64url');
  await writeSetting(db, tokenKey, { hash: hash(token) });
  return `${publicUrl}/admin/setup?token=${token}`;
}

async function storedHash(db: Db) {
  const value = await readSetting(db, tokenKey);
  return (value as { hash?: string } | undefined)?.hash ?? null;
}

function matches(stored: string | null, token: string | undefined) {
  if (!stored || !token) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(hash(token));
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function setupStatus(db: Db, token: string | undefined) {
  const needed = !(await hasSuperAdmin(db));
  return { needed, tokenValid: needed && matches(await storedHash(db), token) };
}

const invalidLink = () =>
  forbidden('This setup link is no longer valid. Restart the server to print a new one.');

/**
 * Creates the first super admin (email confirmed) and consumes the token. `language`: what the
 * setup request asked for (Accept-Language), so the portal opens in it, as sign-up does.
 */
export async function createFirstSuperAdmin(
  db: Db,
  auth: Auth,
  input: SetupInput,
  language: Language = 'en',
) {
  const stored = await storedHash(db);
  if ((await hasSuperAdmin(db)) || !matches(stored, input.token)) throw invalidLink();
  const email = input.email.toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    throw conflict('An account with this email already exists.', {
      email:
        'An account with this email already exists. Grant it the role with npm run admin instead.',
    });
  }
  // Consume the token first: of two racing requests only one deletes the row.
  if (!stored || !(await consumeSetting(db, tokenKey, 'hash', stored))) throw invalidLink();

  const user = await createConfirmedAccount(auth, { ...input, email });
  // better-auth's user.create hook has written the profile already; this one asked for `language`.
  await createProfile(db, { userId: user.id, fullName: user.name, language });
  await setProfileLanguage(db, user.id, language);
  await grantFirstSuperAdmin(db, user.id);
  return user;
}
