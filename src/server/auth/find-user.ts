import { eq } from 'drizzle-orm';
import { userNotFoundMessage } from '@contracts/admins';
import type { Db } from '../db/connection';
import { users } from '../db/schema/auth';
import { appError } from '../http/app-error';

/**
 * The id of the person signed up with this email (any case, outer spaces ignored); 404 with the
 * spec's message when nobody is, for staff actions that name a person by email.
 */
export async function signedUpUserId(db: Db, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) throw appError('not_found', userNotFoundMessage);
  return user.id;
}
