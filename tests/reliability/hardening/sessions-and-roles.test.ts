import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { reportFigures } from '../support/figures';
import { errorCodeOf } from './write-operations';

// Who is signed in is cached for seconds (decision 023); these check, on one instance and on both
// lanes, what src/server/auth/viewer-cache.test.ts leaves to the two-instance tests (PostgreSQL
// only): a revoked session's very next request is 401, and a demoted admin's very next request is
// 403, for reads and writes, though both were cached a moment before.

let t: TestContext;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  superAdmin = await t.createUser({ role: 'super_admin' });
});
const checks = { revoked: 0, demoted: 0 };
afterAll(async () => {
  reportFigures('hardening: sessions and roles', [
    { name: 'revoked sessions refused on the next request', value: checks.revoked, goal: 'all' },
    { name: 'demoted staff refused on the next request', value: checks.demoted, goal: 'all' },
  ]);
  await t.close();
});

const read = (cookie: string) => t.request('/api/me', { cookie });
const write = (cookie: string) =>
  t.request('/api/preferences/timezone', {
    method: 'PUT',
    cookie,
    json: { timeZone: 'Europe/Oslo' },
  });

async function expectSignedOut(cookie: string) {
  const [reading, writing] = [await read(cookie), await write(cookie)];
  expect(reading.status).toBe(401);
  expect(writing.status).toBe(401);
  expect(await errorCodeOf(writing)).toBe('unauthenticated');
  checks.revoked++;
}

describe('session revocation is immediate', () => {
  it('signing out everywhere ends a session that was cached a moment before', async () => {
    const member = await t.createUser();
    const phone = await t.signIn(member.email);
    // Both sessions are now in the cache.
    expect((await read(member.cookie)).status).toBe(200);
    expect((await write(phone)).status).toBe(200);
    expect((await t.request('/api/auth/revoke-sessions', { cookie: phone, json: {} })).status).toBe(
      200,
    );
    await expectSignedOut(member.cookie);
    await expectSignedOut(phone);
  });

  it('signing the other sessions out ends them and keeps this one', async () => {
    const member = await t.createUser();
    const phone = await t.signIn(member.email);
    expect((await read(phone)).status).toBe(200);
    const revoked = await t.request('/api/auth/revoke-other-sessions', {
      cookie: member.cookie,
      json: {},
    });
    expect(revoked.status).toBe(200);
    await expectSignedOut(phone);
    expect((await write(member.cookie)).status).toBe(200);
  });
});

describe('role changes are immediate', () => {
  const staffRead = (cookie: string) => t.request('/api/admin/access-settings', { cookie });
  const staffWrite = (cookie: string) =>
    t.request('/api/admin/categories', {
      cookie,
      json: { name: `Category ${Date.now()} ${Math.random()}`, color: '#3B82F6' },
    });

  it("a demoted admin's next request, read or write, is 403", async () => {
    const admin = await t.createUser({ role: 'admin' });
    expect((await staffRead(admin.cookie)).status).toBe(200);
    expect((await staffWrite(admin.cookie)).status).toBe(201);
    const demoted = await t.request(`/api/admin/admins/${admin.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(demoted.status).toBe(204);
    const [reading, writing] = [await staffRead(admin.cookie), await staffWrite(admin.cookie)];
    expect(reading.status).toBe(403);
    expect(writing.status).toBe(403);
    expect(await errorCodeOf(writing)).toBe('forbidden');
    expect(await t.roleOf(admin.id)).toBeNull();
    // Still signed in, as a member.
    expect((await read(admin.cookie)).status).toBe(200);
    checks.demoted++;
  });

  it("an admin lowered to moderator loses the admin tools on the next request, keeps the moderator's", async () => {
    const admin = await t.createUser({ role: 'admin' });
    expect((await t.request('/api/admin/subscriptions', { cookie: admin.cookie })).status).toBe(
      200,
    );
    const lowered = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: admin.email, role: 'moderator' },
    });
    expect(lowered.status).toBe(200);
    expect((await t.request('/api/admin/subscriptions', { cookie: admin.cookie })).status).toBe(
      403,
    );
    expect((await staffRead(admin.cookie)).status).toBe(200);
    checks.demoted++;
  });
});
