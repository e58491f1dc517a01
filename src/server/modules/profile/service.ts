import { eq, sql } from 'drizzle-orm';
import { profileUpdate, type Profile, type ProfileUpdate } from '@contracts/profile';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { profiles } from '@server/db/schema/profiles';
import type { Viewer } from '@server/http/env';

const columns = {
  userId: profiles.userId,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  denomination: profiles.denomination,
  prayerFocus: profiles.prayerFocus,
  language: profiles.language,
  theme: profiles.theme,
  audioAutoplay: profiles.audioAutoplay,
  dailyReminders: profiles.dailyReminders,
  pushNotifications: profiles.pushNotifications,
  scriptureDaily: profiles.scriptureDaily,
  emailUpdates: profiles.emailUpdates,
  updatedAt: profiles.updatedAt,
};

type Row = Pick<typeof profiles.$inferSelect, keyof typeof columns>;

const toProfile = (row: Row, email: string): Profile => ({
  ...row,
  email,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Every account gets its profile row at sign-up (auth.ts); one made before that hook existed gets
 * it here, with the spec's defaults (001 §9), the first time it is read.
 */
async function ensureProfile(db: Db, viewer: Viewer) {
  await db
    .insert(profiles)
    .values({ userId: viewer.id, fullName: viewer.name })
    .onConflictDoNothing({ target: profiles.userId });
}

/** The signed-in member's profile (001 §7 Read profiles). */
export async function getProfile(db: Db, viewer: Viewer): Promise<Profile> {
  let [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, viewer.id));
  if (!row) {
    await ensureProfile(db, viewer);
    [row] = await db.select(columns).from(profiles).where(eq(profiles.userId, viewer.id));
  }
  return toProfile(row!, viewer.email);
}

/**
 * 001 §7 Upsert profiles: only the member's own row, only the fields sent. The name is kept on the
 * account too (users.name), so sign-in emails and the staff portal greet the person by it.
 */
export async function updateProfile(
  db: Db,
  viewer: Viewer,
  input: ProfileUpdate,
): Promise<Profile> {
  const changes = profileUpdate.parse(input);
  await ensureProfile(db, viewer);
  const fullName = changes.fullName === undefined ? undefined : changes.fullName || null;
  const row = await db.transaction(async (tx) => {
    const [written] = await tx
      .update(profiles)
      .set({ ...changes, fullName, updatedAt: sql`now()` })
      .where(eq(profiles.userId, viewer.id))
      .returning(columns);
    if (fullName)
      await tx
        .update(users)
        .set({ name: fullName, updatedAt: sql`now()` })
        .where(eq(users.id, viewer.id));
    return written!;
  });
  return toProfile(row, viewer.email);
}

/** Points the profile at a new avatar (or none) and answers the one it replaces, to be removed. */
export async function swapAvatar(db: Db, viewer: Viewer, avatarUrl: string | null) {
  await ensureProfile(db, viewer);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, viewer.id))
      .for('update');
    await tx
      .update(profiles)
      .set({ avatarUrl, updatedAt: sql`now()` })
      .where(eq(profiles.userId, viewer.id));
    return before?.avatarUrl ?? null;
  });
}
