import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// Admin Settings → User Records: email, full name, subscribed, product, end date, role; searched
// by the start of the email or the name; cursor pages; super admins only.

let t: TestContext;
let superAdmin: TestUser;
let premium: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  superAdmin = await t.createUser({ role: 'super_admin' });
  premium = await t.createUser({ premium: true, email: 'zelda.premium@example.test' });
  await t.database.sql("update profiles set full_name = 'Quentin Marsh' where user_id = $1", [
    premium.id,
  ]);
  for (let i = 0; i < 5; i++) await t.createUser({ email: `pager${i}@example.test` });
});
afterAll(() => t.close());

const list = (query: { q?: string; limit?: string; cursor?: string }, cookie = superAdmin.cookie) =>
  answerBody(t.api(cookie).admin['user-records'].$get({ query }));

describe('user records', () => {
  it('shows subscription and role, found by email or name prefix in any case', async () => {
    const byEmail = await list({ q: 'ZELDA' });
    expect(byEmail.items).toEqual([
      expect.objectContaining({
        userId: premium.id,
        email: 'zelda.premium@example.test',
        fullName: 'Quentin Marsh',
        subscribed: true,
        productId: expect.stringMatching(/^prod_/),
        role: null,
      }),
    ]);
    expect(byEmail.items[0]!.subscriptionEnd).toMatch(/^\d{4}-/);
    expect((await list({ q: 'quentin' })).items.map((row) => row.userId)).toEqual([premium.id]);
    // Prefix, not substring; % and _ are literal.
    expect((await list({ q: 'marsh' })).items).toEqual([]);
    expect((await list({ q: '%' })).items).toEqual([]);
    const staff = (await list({ q: superAdmin.email })).items[0];
    expect(staff).toMatchObject({ role: 'super_admin', subscribed: false, productId: null });
  });

  it('pages newest first without repeats', async () => {
    const first = await list({ q: 'pager', limit: '3' });
    expect(first.items.map((row) => row.email)).toEqual([
      'pager4@example.test',
      'pager3@example.test',
      'pager2@example.test',
    ]);
    const second = await list({ q: 'pager', limit: '3', cursor: first.nextCursor! });
    expect(second.items.map((row) => row.email)).toEqual([
      'pager1@example.test',
      'pager0@example.test',
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('is for super admins only', async () => {
    const admin = await t.createUser({ role: 'admin' });
    expect((await t.request('/api/admin/user-records', { cookie: admin.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/user-records')).status).toBe(401);
  });
});
