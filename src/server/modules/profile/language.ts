import { eq } from 'drizzle-orm';
import type { Language } from '@contracts/enums';
import type { Db } from '@server/db/connection';
import { profiles } from '@server/db/schema/profiles';

/**
 * The language a member's emails and notifications are written in: the one stored on their profile
 * (set from the sign-up request, changed on /account), English when there is no profile row.
 */
export async function languageOf(db: Db, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.language ?? 'en';
}
