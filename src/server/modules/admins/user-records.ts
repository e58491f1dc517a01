import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UserRecord, UserRecordQuery } from '@contracts/admins';
import type { AdminRole } from '@contracts/roles';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { userSubscriptions } from '@server/db/schema/billing';
import { profiles } from '@server/db/schema/profiles';
import { afterCursor, cursorKey, toPage } from '@server/http/pagination';

/** A LIKE pattern for "starts with", lower-cased, with the user's % and _ taken literally. */
const prefixPattern = (text: string) =>
  `${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Admin Settings → User Records. A search first collects the matching user ids through two index
 * range scans (lower(email) and lower(full_name), text_pattern_ops), so its cost follows the number
 * of matches, not of members; pages are keyset pages over profiles (created_at desc, id desc).
 */
export async function listUserRecords(db: Db, query: UserRecordQuery & { limit: number }) {
  const pattern = query.q ? prefixPattern(query.q) : undefined;
  const matches = pattern
    ? db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) like ${pattern}`)
        .union(
          db
            .select({ id: profiles.userId })
            .from(profiles)
            .where(sql`lower(${profiles.fullName}) like ${pattern}`),
        )
    : undefined;
  const rows = await db
    .select({
      id: profiles.id,
      userId: profiles.userId,
      email: users.email,
      fullName: profiles.fullName,
      role: profiles.adminRole,
      status: userSubscriptions.status,
      productId: userSubscriptions.stripeProductId,
      plan: userSubscriptions.plan,
      subscriptionEnd: userSubscriptions.currentPeriodEnd,
      createdAt: profiles.createdAt,
      cursorKey: cursorKey(profiles.createdAt),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, profiles.userId))
    .where(
      and(
        afterCursor(query.cursor, profiles.createdAt, profiles.id),
        matches ? inArray(profiles.userId, matches) : undefined,
      ),
    )
    // NULLS LAST as in the index profiles_created_at_id_idx (both columns are NOT NULL, so the
    // order is the same; a bare DESC means NULLS FIRST and would sort every member instead).
    .orderBy(sql`${profiles.createdAt} desc nulls last`, sql`${profiles.id} desc nulls last`)
    .limit(query.limit + 1);
  const now = Date.now();
  const page = toPage(
    rows.map((row) => ({
      id: row.id,
      cursorKey: row.cursorKey,
      record: {
        userId: row.userId,
        email: row.email,
        fullName: row.fullName,
        subscribed:
          (row.status === 'active' || row.status === 'trialing') &&
          (row.subscriptionEnd === null || row.subscriptionEnd.getTime() > now),
        productId: row.productId ?? row.plan ?? null,
        subscriptionEnd: row.subscriptionEnd?.toISOString() ?? null,
        role: (row.role as AdminRole | null) ?? null,
        createdAt: row.createdAt.toISOString(),
      } satisfies UserRecord,
    })),
    query.limit,
  );
  return { items: page.items.map((item) => item.record), nextCursor: page.nextCursor };
}
