import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotFoundMessage } from '@contracts/admins';
import {
  createTestContext,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// Granting and revoking staff roles through /api/admin/admins (the race between two super admins is
// in last-super-admin.test.ts).

let t: TestContext;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  superAdmin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

describe('admins API', () => {
  it('refuses to grant a role to an email that has not signed up, with the spec message', async () => {
    const response = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: uniqueEmail('stranger'), role: 'admin' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: userNotFoundMessage },
    });
    expect(userNotFoundMessage).toBe(
      'User not found. Make sure they have signed up to the system first.',
    );
  });

  it('refuses a blank email with "Please enter an email address"', async () => {
    const response = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: '   ', role: 'admin' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ email: 'Please enter an email address' });
  });

  it('grants a role, lists the staff member, and revokes the role again', async () => {
    const target = await t.createUser();
    const granted = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: `  ${target.email.toUpperCase()} `, role: 'admin' },
    });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ userId: target.id });

    const listed = await t.request('/api/admin/admins', { cookie: superAdmin.cookie });
    expect(listed.status).toBe(200);
    const { items } = await listed.json();
    expect(items).toContainEqual(
      expect.objectContaining({ userId: target.id, email: target.email, role: 'admin' }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ userId: superAdmin.id, role: 'super_admin' }),
    );
    // The new admin's own session now carries the admin permissions.
    const me = await (await t.request('/api/me', { cookie: target.cookie })).json();
    expect(me).toMatchObject({ role: 'admin', isAdmin: true });

    const revoked = await t.request(`/api/admin/admins/${target.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(revoked.status).toBe(204);
    expect(await t.roleOf(target.id)).toBeNull();
    const after = await (
      await t.request('/api/admin/admins', { cookie: superAdmin.cookie })
    ).json();
    expect(after.items.map((item: { userId: string }) => item.userId)).not.toContain(target.id);

    const again = await t.request(`/api/admin/admins/${target.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(again.status).toBe(404);
  });

  it('refuses to revoke or demote the last super admin with 409', async () => {
    const { rows } = await t.database.sql(
      "select count(*)::int as n from profiles where admin_role = 'super_admin'",
    );
    expect(rows[0]?.n).toBe(1);
    const revoke = await t.request(`/api/admin/admins/${superAdmin.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(revoke.status).toBe(409);
    expect((await revoke.json()).error.code).toBe('conflict');
    const demote = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: superAdmin.email, role: 'moderator' },
    });
    expect(demote.status).toBe(409);
    expect(await t.roleOf(superAdmin.id)).toBe('super_admin');
  });

  it('lets a super admin step down once another super admin exists', async () => {
    const successor = await t.createUser();
    const granted = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: successor.email, role: 'super_admin' },
    });
    expect(granted.status).toBe(200);
    const revoked = await t.request(`/api/admin/admins/${superAdmin.id}`, {
      method: 'DELETE',
      cookie: successor.cookie,
    });
    expect(revoked.status).toBe(204);
    expect(await t.roleOf(superAdmin.id)).toBeNull();
    expect((await t.request('/api/admin/admins', { cookie: superAdmin.cookie })).status).toBe(403);
    // Hand the role back so the file's super admin stays one for any test after this.
    await t.request('/api/admin/admins', {
      cookie: successor.cookie,
      json: { email: superAdmin.email, role: 'super_admin' },
    });
    expect(await t.roleOf(superAdmin.id)).toBe('super_admin');
  });
});
