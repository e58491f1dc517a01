import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type { SubscriptionRecord } from '@contracts/subscriptions';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { userSubscriptions } from '@server/db/schema/billing';
import { profiles } from '@server/db/schema/profiles';
import { afterCursor, containsPattern, cursorKey, toPage } from '@server/http/pagination';
import { isPremiumRow } from './subscription-row';

/** 000 §3: every signed-up user with their subscription, newest first, searchable by email or name. */
export async function listSubscriptionRecords(
  db: Db,
  premiumProductId: string,
  query: { cursor?: string; limit: number; search?: string },
) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const rows = await db
    .select({
      id: users.id,
      cursorKey: cursorKey(users.createdAt),
      email: users.email,
      name: users.name,
      fullName: profiles.fullName,
      role: profiles.adminRole,
      sub: userSubscriptions,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userSubscriptions, eq(userSubscriptions.userId, users.id))
    .where(
      and(
        afterCursor(query.cursor, users.createdAt, users.id),
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(users.name, pattern),
              ilike(profiles.fullName, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const now = new Date();
  return toPage(
    rows.map((row): SubscriptionRecord & { id: string; cursorKey: string } => ({
      id: row.id,
      cursorKey: row.cursorKey,
      user_id: row.id,
      email: row.email,
      full_name: row.fullName ?? row.name ?? null,
      subscribed: isPremiumRow(row.sub ?? undefined, premiumProductId, now),
      status: row.sub?.status ?? null,
      product_id: row.sub?.stripeProductId ?? null,
      plan: row.sub?.plan ?? null,
      subscription_end: row.sub?.currentPeriodEnd?.toISOString() ?? null,
      customer_id: row.sub?.stripeCustomerId ?? null,
      subscription_id: row.sub?.stripeSubscriptionId ?? null,
      admin_role: row.role ?? null,
    })),
    query.limit,
  );
}
