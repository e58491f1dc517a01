import { and, eq } from 'drizzle-orm';
import {
  deleteAccountInput,
  wrongPasswordMessage,
  type DeleteAccountInput,
} from '@contracts/profile';
import { eraseAccount } from '@server/auth/account-rows';
import type { Auth } from '@server/auth/auth';
import type { Db } from '@server/db/connection';
import { accounts } from '@server/db/schema/auth';
import { communityComments, communityPosts } from '@server/db/schema/community';
import { profiles } from '@server/db/schema/profiles';
import { appError, conflict } from '@server/http/app-error';
import type { Viewer } from '@server/http/env';
import type { Logger } from '@server/logger';
import type { MediaStorage } from '@server/media/storage';
import { recordAudit, redactErasedMember } from '@server/modules/audit/service';
import { cancelBeforeErasure } from '@server/modules/subscriptions/service';
import type { BillingProvider } from '@server/providers/billing';
import { forgetOutboxEmailsTo } from '@server/providers/email/outbox';
import type { EventBus } from '@server/realtime/bus';
import { removeQuietly } from './avatar';

/** The transaction an account is erased in. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DeleteAccountDeps = {
  db: Db;
  auth: Auth;
  bus: EventBus;
  media: MediaStorage;
  billing: BillingProvider;
  logger: Logger;
  /**
   * Erases, in the erasure's transaction, what other modules keep of the member: their community
   * posts and comments (with recounts) and their group memberships. Handed over by the composition
   * root (api-routes.ts): those modules build on the profile, so it imports none of them back
   * (decision 159).
   */
  eraseElsewhere: (tx: Tx, userId: string) => Promise<void>;
};

/** The password given matches the account's (better-auth's own hashing). */
async function passwordHolds(deps: DeleteAccountDeps, userId: string, password: string) {
  const [row] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!row?.hash) return false;
  const context = await deps.auth.$context;
  return context.password.verify({ hash: row.hash, password });
}

/**
 * Delete my account (docs/decisions/019). In order:
 * 1. the password confirms it (wrong: 400, nothing changes);
 * 2. a staff member is refused (409): staff accounts are closed by revoking the role first, so the
 *    portal never loses its last super admin through this door;
 * 3. a running Stripe subscription is cancelled there (failure: 502, nothing erased);
 * 4. one transaction erases the community rows (with recounts), the reset links and emails kept for
 *    the address, and the users row, whose foreign keys cascade to every personal row (profile,
 *    preferences, journal, sessions, progress, subscription, push…) and set null where the row is
 *    the app's (content and workflows made as staff); an audit row says an account was closed,
 *    without who (its email would outlive the erasure), and the earlier rows keep their ids but no
 *    longer name the member, their posts or their comments (docs/decisions/047);
 * 5. after the commit: the avatar file goes, and open event streams of the person close at once.
 * The email is free again: signing up with it makes a new, unrelated account.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  viewer: Viewer,
  input: DeleteAccountInput,
) {
  const { password } = deleteAccountInput.parse(input);
  if (!(await passwordHolds(deps, viewer.id, password)))
    throw appError('invalid_password', wrongPasswordMessage, { password: wrongPasswordMessage });
  if (viewer.role !== null)
    throw conflict(
      'Staff accounts cannot be deleted here. Ask a super administrator to revoke your staff role first, then delete your account.',
    );
  await cancelBeforeErasure(deps, viewer.id);

  const { db } = deps;
  const [profile] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.userId, viewer.id));
  await db.transaction(async (tx) => {
    // The audit log keeps its rows but stops naming the member or their posts (decision 047).
    const written = async (table: typeof communityPosts | typeof communityComments) =>
      (await tx.select({ id: table.id }).from(table).where(eq(table.userId, viewer.id))).map(
        (row) => row.id,
      );
    await redactErasedMember(tx, viewer.id, [
      { type: 'community_post', ids: await written(communityPosts) },
      { type: 'community_comment', ids: await written(communityComments) },
    ]);
    await deps.eraseElsewhere(tx, viewer.id);
    await forgetOutboxEmailsTo(tx, viewer.email);
    await eraseAccount(tx, viewer);
    await recordAudit(tx, {
      actor: null,
      action: 'account.delete',
      targetType: 'user',
      targetId: viewer.id,
      targetLabel: 'Deleted by its owner',
    });
  });

  await removeQuietly(deps, profile?.avatarUrl ?? null);
  await deps.bus.signalAccessChanged({ userId: viewer.id }).catch((err: unknown) => {
    deps.logger.warn({ err }, 'could not signal a deleted account to open event streams');
  });
  deps.logger.info({ userId: viewer.id }, 'account deleted by its owner');
}
