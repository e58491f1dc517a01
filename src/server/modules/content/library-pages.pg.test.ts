import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '@server/db/connection';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// Kept library pages across instances (decision 061): a change written on one instance empties the
// other's kept pages through PostgreSQL NOTIFY. A .pg.test.ts file, run by the PostgreSQL lane alone.
let one: TestContext;
let two: TestContext;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  one = await createTestContext();
  // The second instance: its own pool, bus (LISTEN connection) and caches on the same database.
  two = await createTestContext({ database: await openPostgres(one.database.url!) });
  staff = await one.createUser({ role: 'moderator' });
  member = await one.createUser();
});
afterAll(async () => {
  await two.close();
  await one.close();
});

const titlesOn = async (instance: TestContext) =>
  (await answerBody(instance.api(member.cookie).content.$get({ query: { limit: '5' } }))).items.map(
    (i) => i.title,
  );

describe('kept library pages on two instances', () => {
  it('an item published on one instance is listed by the other', async () => {
    const categories = await (
      await one.request('/api/categories', { cookie: member.cookie })
    ).json();
    const categoryId = categories.items[0].id;
    const before = await titlesOn(two);
    expect(before).not.toContain('Published on the first instance');

    const created = await one.request('/api/admin/content', {
      cookie: staff.cookie,
      json: { categoryId, title: 'Published on the first instance' },
    });
    expect(created.status).toBe(201);
    // NOTIFY reaches the other instance's own connection a few milliseconds later.
    await vi.waitFor(
      async () => expect((await titlesOn(two))[0]).toBe('Published on the first instance'),
      { timeout: 1_000, interval: 10 },
    );
  });
});
