import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Language } from '@contracts/enums';
import type { AdminRole, PermissionKey } from '@contracts/roles';
import type { Db } from '../db/connection';
import { adminPermissions } from '../db/schema/access';
import { userSubscriptions } from '../db/schema/billing';
import { profiles } from '../db/schema/profiles';
import { users } from '../db/schema/auth';
import { defaultPremiumProductId } from '../providers/billing/types';

export type Access = {
  role: AdminRole | null;
  permissions: PermissionKey[];
  isPremium: boolean;
  timezone: string | null;
  /** The member's language (en, pt, es): the web speaks it from the first screen. */
  language: Language;
};

/** The spec's get_user_admin_role: the staff role of a user, or null. */
export async function getUserAdminRole(db: Db, userId: string): Promise<AdminRole | null> {
  const [row] = await db
    .select({ role: profiles.adminRole })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return (row?.role as AdminRole | null | undefined) ?? null;
}

/** The spec's is_admin: any staff role. */
export async function isAdmin(db: Db, userId: string) {
  return (await getUserAdminRole(db, userId)) !== null;
}

/** The spec's has_admin_permission: the user's role carries the permission key. */
export async function hasAdminPermission(db: Db, userId: string, key: PermissionKey) {
  const [row] = await db
    .select({ key: adminPermissions.permissionKey })
    .from(profiles)
    .innerJoin(adminPermissions, eq(adminPermissions.adminRole, profiles.adminRole))
    .where(and(eq(profiles.userId, userId), eq(adminPermissions.permissionKey, key)))
    .limit(1);
  return row !== undefined;
}

/** The user's premium subscription is running now: active or trialing, for the premium product. */
function premiumRunning(userId: string, premiumProductId: string) {
  return and(
    eq(userSubscriptions.userId, userId),
    inArray(userSubscriptions.status, ['active', 'trialing']),
    gt(userSubscriptions.currentPeriodEnd, new Date()),
    eq(userSubscriptions.stripeProductId, premiumProductId),
  );
}

/**
 * A subscription counts while it is active (or trialing), its period has not ended, and it is of the
 * single premium product (001 §4); the default is the sandbox's product (config STRIPE_PREMIUM_PRODUCT).
 */
export async function hasActiveSubscription(
  db: Db,
  userId: string,
  premiumProductId = defaultPremiumProductId,
) {
  const [row] = await db
    .select({ id: userSubscriptions.userId })
    .from(userSubscriptions)
    .where(premiumRunning(userId, premiumProductId))
    .limit(1);
  return row !== undefined;
}

/** Everything authorization needs about a signed-in user, read once per request. */
export async function loadAccess(
  db: Db,
  userId: string,
  premiumProductId?: string,
): Promise<Access> {
  return (await loadAccessUntil(db, userId, premiumProductId)).access;
}

/**
 * The user's access, and until when it holds by itself: the end of the premium period (after which
 * isPremium turns false with no write anywhere), or null when nothing ends on its own.
 */
export async function loadAccessUntil(
  db: Db,
  userId: string,
  premiumProductId = defaultPremiumProductId,
): Promise<{ access: Access; until: Date | null }> {
  // One round trip: the profile with its permissions (a row each), and the running premium
  // period's end alongside (a hot path: every session lookup reads this).
  const premiumEnd = db
    .select({ end: userSubscriptions.currentPeriodEnd })
    .from(userSubscriptions)
    .where(premiumRunning(userId, premiumProductId))
    .limit(1);
  const rows = await db
    .select({
      role: profiles.adminRole,
      timezone: profiles.timezone,
      language: profiles.language,
      key: adminPermissions.permissionKey,
      premiumEnd: sql`(${premiumEnd})`.mapWith(userSubscriptions.currentPeriodEnd),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(adminPermissions, eq(adminPermissions.adminRole, profiles.adminRole))
    .where(eq(users.id, userId));
  const first = rows[0];
  const premium = first?.premiumEnd ?? null;
  return {
    access: {
      role: (first?.role as AdminRole | null | undefined) ?? null,
      timezone: first?.timezone ?? null,
      language: first?.language ?? 'en',
      permissions: rows.flatMap((row) => (row.key ? [row.key as PermissionKey] : [])),
      isPremium: premium !== null,
    },
    until: premium,
  };
}
