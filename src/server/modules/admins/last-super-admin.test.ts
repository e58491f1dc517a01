import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@server/http/app-error';
import { createTestContext, type TestContext } from '@server/test/harness';
import { grantRole, revokeRole } from './service';

// The "last super admin" rule under concurrency: role changes are serialized, so two super admins
// taking each other's role at the same instant cannot both succeed. Over HTTP the loser answers 409
// (it lost the race inside the lock) or 403 (the winner had already taken its role when its own
// request was authorized); never 5xx, and never both.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const lastSuperAdminMessage =
  'The last super administrator cannot be removed. Grant the role to someone else first.';

/** Two fresh super admins, and nobody else holding the role. */
async function twoSuperAdmins() {
  const first = await t.createUser({ role: 'super_admin' });
  const second = await t.createUser({ role: 'super_admin' });
  await t.database.sql(
    "update profiles set admin_role = null where admin_role = 'super_admin' and user_id not in ($1, $2)",
    [first.id, second.id],
  );
  return [first, second] as const;
}

async function superAdminCount() {
  const { rows } = await t.database.sql(
    "select count(*)::int as n from profiles where admin_role = 'super_admin'",
  );
  return rows[0]?.n;
}

describe('the last super admin under concurrency', () => {
  it('two super admins revoking each other at the same instant leave exactly one', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = await twoSuperAdmins();
      const [a, b] = await Promise.all([
        t.request(`/api/admin/admins/${second.id}`, { method: 'DELETE', cookie: first.cookie }),
        t.request(`/api/admin/admins/${first.id}`, { method: 'DELETE', cookie: second.cookie }),
      ]);
      const [won, lost] = a.status === 204 ? [a, b] : [b, a];
      expect(won.status).toBe(204);
      expect([403, 409]).toContain(lost.status);
      if (lost.status === 409) {
        expect(await lost.json()).toEqual({
          error: { code: 'conflict', message: lastSuperAdminMessage },
        });
      }
      expect(await superAdminCount()).toBe(1);
    }
  });

  it('two super admins demoting each other by grant at the same instant leave exactly one', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = await twoSuperAdmins();
      const [a, b] = await Promise.all([
        t.request('/api/admin/admins', {
          cookie: first.cookie,
          json: { email: second.email, role: 'moderator' },
        }),
        t.request('/api/admin/admins', {
          cookie: second.cookie,
          json: { email: first.email, role: 'admin' },
        }),
      ]);
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      expect(won.status).toBe(200);
      expect([403, 409]).toContain(lost.status);
      expect(await superAdminCount()).toBe(1);
    }
  });

  it('two role changes from different processes at once (the admin CLI and the portal) keep one', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = await twoSuperAdmins();
      const results = await Promise.allSettled([
        revokeRole(t.db, first.id),
        grantRole(t.db, second.email, 'admin'),
      ]);
      const refused = results.filter((result) => result.status === 'rejected');
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ status: 409, message: lastSuperAdminMessage });
      expect(await superAdminCount()).toBe(1);
    }
  });
});
