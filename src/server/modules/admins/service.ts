import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { StaffMember } from '@contracts/admins';
import type { AdminRole } from '@contracts/roles';
import { signedUpUserId } from '@server/auth/find-user';
import type { Db } from '@server/db/connection';
import { users } from '@server/db/schema/auth';
import { profiles } from '@server/db/schema/profiles';
import { conflict, notFound } from '@server/http/app-error';
import type { EventBus } from '@server/realtime/bus';
import { recordAudit, type AuditActor } from '@server/modules/audit/service';
import { writeStaffRole } from '@server/modules/profile/service';

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      userId: profiles.userId,
      email: users.email,
      fullName: profiles.fullName,
      role: profiles.adminRole,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(isNotNull(profiles.adminRole))
    .orderBy(asc(profiles.adminRole), asc(users.email));
  return rows.map((row) => ({
    ...row,
    role: row.role as AdminRole,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function countSuperAdmins(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(eq(profiles.adminRole, 'super_admin'));
  return row?.n ?? 0;
}

export async function hasSuperAdmin(db: Db) {
  return (await countSuperAdmins(db)) > 0;
}

/**
 * Role changes take one database-wide lock for their transaction, so the "last super admin" rule
 * is checked against the committed state: two super admins taking each other's role at the same
 * instant (on two instances, or the CLI beside the portal) cannot both succeed.
 */
const roleChangeLock = sql`select pg_advisory_xact_lock(hashtext('psalmlight.admin_roles'))`;

/** Gives a signed-up user a staff role (the user must exist: the spec's rule). */
export async function grantRole(
  db: Db,
  email: string,
  role: AdminRole,
  bus?: EventBus,
  actor: AuditActor = null,
) {
  const userId = await signedUpUserId(db, email);
  await setRole(db, userId, role, actor);
  await announceAccessChange(bus, userId);
  return userId;
}

/**
 * First-run setup (decision 002) makes its new account the first super admin through the same
 * grant as every other, audited as the system's (no actor) with `via: 'setup'` in the new state.
 */
export async function grantFirstSuperAdmin(db: Db, userId: string) {
  await setRole(db, userId, 'super_admin', null, { via: 'setup' });
}

/**
 * The one path that writes a staff role (decision 040): under the role lock, the last super admin
 * kept, the audit row in the same transaction.
 */
async function setRole(
  db: Db,
  userId: string,
  role: AdminRole,
  actor: AuditActor,
  context: Record<string, string> = {},
) {
  await db.transaction(async (tx) => {
    await tx.execute(roleChangeLock);
    const before = await currentRole(tx, userId);
    await guardLastSuperAdmin(tx, userId, role);
    await writeStaffRole(tx, userId, role);
    await recordAudit(tx, {
      actor,
      action: before ? 'role.change' : 'role.grant',
      targetType: 'user',
      targetId: userId,
      targetLabel: await emailOf(tx, userId),
      before: { role: before },
      after: { role, ...context },
    });
  });
}

/** Takes a user's staff role away (sets it to null). */
export async function revokeRole(db: Db, userId: string, bus?: EventBus, actor: AuditActor = null) {
  await db.transaction(async (tx) => {
    await tx.execute(roleChangeLock);
    const [row] = await tx
      .select({ role: profiles.adminRole })
      .from(profiles)
      .where(and(eq(profiles.userId, userId), isNotNull(profiles.adminRole)))
      .limit(1);
    if (!row) throw notFound('That administrator');
    await guardLastSuperAdmin(tx, userId, null);
    await writeStaffRole(tx, userId, null);
    await recordAudit(tx, {
      actor,
      action: 'role.revoke',
      targetType: 'user',
      targetId: userId,
      targetLabel: await emailOf(tx, userId),
      before: { role: row.role },
      after: { role: null },
    });
  });
  await announceAccessChange(bus, userId);
}

/**
 * Open event streams of the person follow the new role at once (a demoted moderator stops
 * receiving drafts). Without a bus (the CLI) or when the signal cannot be sent, the streams'
 * periodic check catches up within a minute; the role change itself has already happened.
 */
async function announceAccessChange(bus: EventBus | undefined, userId: string) {
  await bus?.signalAccessChanged({ userId }).catch(() => undefined);
}

async function currentRole(db: Db, userId: string) {
  const [row] = await db
    .select({ role: profiles.adminRole })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.role ?? null;
}

async function emailOf(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** Someone must always be able to manage roles: the last super admin cannot be demoted. */
async function guardLastSuperAdmin(db: Db, userId: string, newRole: AdminRole | null) {
  if (newRole === 'super_admin') return;
  const [current] = await db
    .select({ role: profiles.adminRole })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (current?.role === 'super_admin' && (await countSuperAdmins(db)) <= 1) {
    throw conflict(
      'The last super administrator cannot be removed. Grant the role to someone else first.',
    );
  }
}
