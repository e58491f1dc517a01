import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImportItems, sampleImportJson } from '@contracts/import-sample';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

// The Import tab's sample once put all three items in whichever category was selected. Each
// now lands in its own seeded base category.

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

type Listed = { id: string; name: string };

async function categoryNames() {
  const body = await (await t.request('/api/categories', { cookie: admin.cookie })).json();
  return body.items as Listed[];
}

async function importSample(text: string, defaultCategoryId: string | null) {
  const response = await t.request('/api/admin/import', {
    cookie: admin.cookie,
    json: { format: 'json', text, defaultCategoryId },
  });
  expect(response.status).toBe(200);
  await response.text();
  const rows = await t.database.sql(
    `select c.title, k.name as category from content c left join categories k on k.id = c.category_id
     where c.title = any($1::text[]) order by c.title`,
    [sampleImportItems.map((item) => item.title)],
  );
  const placed = rows.rows as { title: string; category: string | null }[];
  return Object.fromEntries(placed.map((row) => [row.title, row.category]));
}

describe('the Import tab sample', () => {
  it('puts each item in its base category, whatever default is chosen', async () => {
    const categories = await categoryNames();
    const dailyPsalms = categories.find((category) => category.name === 'Daily Psalms')!;
    const text = sampleImportJson(
      categories.map((category) => category.name),
      dailyPsalms.name,
    );
    const placed = await importSample(text, dailyPsalms.id);
    expect(placed).toEqual({
      'Morning Offering': 'Prayer',
      'Psalm 121: My Help Comes from the Lord': 'Scripture Study',
      'Silent Meditation before Sleep': 'Meditation',
    });
  });

  it('falls back to the chosen default when a base category is gone', async () => {
    await t.database.sql(`delete from content where title = any($1::text[])`, [
      sampleImportItems.map((item) => item.title),
    ]);
    const categories = (await categoryNames()).filter((category) => category.name !== 'Meditation');
    const text = sampleImportJson(
      categories.map((category) => category.name),
      'Prayer',
    );
    const prayer = categories.find((category) => category.name === 'Prayer')!;
    const placed = await importSample(text, prayer.id);
    expect(placed['Silent Meditation before Sleep']).toBe('Prayer');
    expect(placed['Psalm 121: My Help Comes from the Lord']).toBe('Scripture Study');
  });
});
