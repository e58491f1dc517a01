import { eq, sql } from 'drizzle-orm';
import type { Language } from '@contracts/enums';
import { profileUpdate, type Profile, type ProfileUpdate } from '@contracts/profile';
import type { AdminRole } from '@contracts/roles';
import { renameAccount } from '@server/auth/account-rows';
import type { Db } from '@server/db/connection';
import { profiles } from '@server/db/schema/profiles';
import type { Viewer } from '@server/http/env';

// modules/profile owns the profiles table (decisions 010, 040): other modules and auth change a
// profile through the functions below, never with a query of their own.

export { languageOf } from './language';

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
 * An account's profile row, with the spec's defaults (001 §9) for what is not given: written at
 * sign-up (auth's user.create hook) and at setup; a row already there is kept as it is.
 */
export async function createProfile(
  db: Db,
  values: { userId: string; fullName: string | null; language?: Language },
) {
  await db.insert(profiles).values(values).onConflictDoNothing({ target: profiles.userId });
}

/** Every account gets its profile row at sign-up; one made before that hook existed gets it here. */
async function ensureProfile(db: Db, viewer: Viewer) {
  await createProfile(db, { userId: viewer.id, fullName: viewer.name });
}

/** Sets the language of an existing profile (setup: the one its request asked for). */
export async function setProfileLanguage(db: Db, userId: string, language: Language) {
  await db.update(profiles).set({ language }).where(eq(profiles.userId, userId));
}

/**
 * Writes a user's staff role (null: none). The one caller is modules/admins, whose grant and
 * revoke hold the role lock, keep the last super admin and write the audit row in the same
 * transaction (decision 040): call those, never this.
 */
export async function writeStaffRole(db: Db, userId: string, role: AdminRole | null) {
  await db
    .update(profiles)
    .set({ adminRole: role, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
}

/**
 * Stores the device's time zone on the profile (made if missing) unless it is the one stored
 * already; answers the previous one. The row stays locked for the rest of `tx`, so the caller can
 * move what depends on the zone in the same transaction.
 */
export async function storeTimeZone(tx: Db, userId: string, timeZone: string) {
  const [profile] = await tx
    .select({ timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  const previous = profile?.timezone ?? null;
  if (previous !== timeZone)
    await tx
      .insert(profiles)
      .values({ userId, timezone: timeZone })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { timezone: timeZone, updatedAt: sql`now()` },
      });
  return { previous, changed: previous !== timeZone };
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
    if (fullName) await renameAccount(tx, viewer.id, fullName);
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
