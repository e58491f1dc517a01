import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

// Content writes racing the deletion of their category, on PostgreSQL alone (a .pg.test.ts file):
// PGlite has one connection, so every request there is already serial.

let t: TestContext;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
});
afterAll(() => t.close());

const writers = 12;

describe('content and a category deleted at the same time', () => {
  it('never answers 5xx and never leaves content without its category', async () => {
    const home = await (
      await t.request('/api/admin/categories', { cookie: staff.cookie, json: { name: 'Home' } })
    ).json();
    for (let round = 0; round < 8; round++) {
      const doomed = await (
        await t.request('/api/admin/categories', {
          cookie: staff.cookie,
          json: { name: `Doomed ${round}` },
        })
      ).json();
      // Items to move into the doomed category while it is deleted.
      const movers: string[] = [];
      for (let i = 0; i < writers / 2; i++) {
        const item = await t.request('/api/admin/content', {
          cookie: staff.cookie,
          json: { title: `Mover ${round}.${i}`, categoryId: home.id },
        });
        movers.push((await item.json()).id);
      }
      const writes = [
        ...Array.from({ length: writers }, (_, i) =>
          t.request('/api/admin/content', {
            cookie: staff.cookie,
            json: { title: `Racer ${round}.${i}`, categoryId: doomed.id },
          }),
        ),
        ...movers.map((id) =>
          t.request(`/api/admin/content/${id}`, {
            method: 'PATCH',
            cookie: staff.cookie,
            json: { categoryId: doomed.id },
          }),
        ),
      ];
      const removal = t.request(`/api/admin/categories/${doomed.id}`, {
        method: 'DELETE',
        cookie: staff.cookie,
      });
      const answers = await Promise.all([...writes, removal]);
      const removed = answers.pop()!;
      const statuses = answers.map((answer) => answer.status);
      expect([204, 409]).toContain(removed.status);
      for (const status of statuses) expect([200, 201, 400]).toContain(status);
      for (const refused of answers.filter((answer) => answer.status === 400)) {
        expect((await refused.json()).error.fields).toEqual({
          categoryId: 'That category does not exist',
        });
      }

      const orphans = await t.database.sql(
        `select count(*)::int as n from content where category_id is null and (title like 'Racer %' or title like 'Mover %')`,
      );
      expect(orphans.rows[0]).toEqual({ n: 0 });
      // What a writer was told holds: the item is in the category it was told it is in.
      const inDoomed = await t.database.sql(
        `select count(*)::int as n from content where category_id = $1`,
        [doomed.id],
      );
      const accepted = statuses.filter((status) => status !== 400).length;
      expect(inDoomed.rows[0]).toEqual({ n: removed.status === 204 ? 0 : accepted });
      if (removed.status === 204) expect(accepted).toBe(0);
    }
  }, 60_000);
});
