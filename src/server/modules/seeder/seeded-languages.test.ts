import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContent, seededCategories } from '@contracts/seeder';
import type { Language } from '@contracts/languages';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { readerSpeaking } from '@server/test/reader-speaking';

// Decision 052: the sample content and its categories reach Portuguese and Spanish readers in their
// language; what staff edit is theirs, and staff who edit content see what is stored.

let t: TestContext;
let admin: TestUser;

type Listed = { id: string; title: string; description: string; category: { name: string } };

const readerIn = (language: Language) => readerSpeaking(t, language);

async function libraryOf(reader: TestUser): Promise<Listed[]> {
  const page = await (await t.request('/api/content?limit=100', { cookie: reader.cookie })).json();
  return page.items;
}

async function categoryNamesOf(reader: TestUser): Promise<string[]> {
  const list = await (await t.request('/api/categories', { cookie: reader.cookie })).json();
  return list.items.map((category: { name: string }) => category.name).sort();
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  const seeded = await t.request('/api/admin/seed', { method: 'POST', cookie: admin.cookie });
  expect((await seeded.json()).created).toBe(6);
});
afterAll(() => t.close());

describe('seeded content in the reader’s language', () => {
  for (const language of ['pt', 'es'] as const) {
    it(`a ${language} reader gets the seeded categories and items in ${language}`, async () => {
      const reader = await readerIn(language);
      expect(await categoryNamesOf(reader)).toEqual(
        Object.values(seededCategories)
          .map((category) => category.translations[language].name)
          .sort(),
      );

      const items = await libraryOf(reader);
      const expected = sampleContent.map((item) => ({
        title: item.translations[language].title,
        description: item.translations[language].description,
        category: seededCategories[item.category].translations[language].name,
      }));
      expect(
        items.map(({ title, description, category }) => ({
          title,
          description,
          category: category.name,
        })),
      ).toEqual(expect.arrayContaining(expected));

      const one = await (
        await t.request(`/api/content/${items[0]!.id}`, { cookie: reader.cookie })
      ).json();
      expect(expected.map((item) => item.title)).toContain(one.title);
    });
  }

  it('an English reader, and staff who edit content, get what is stored', async () => {
    const reader = await readerIn('en');
    expect(await categoryNamesOf(reader)).toEqual(Object.keys(seededCategories).sort());
    await t.request('/api/profile', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { language: 'es' },
    });
    const titles = (await libraryOf(admin)).map((item) => item.title);
    expect(titles).toEqual(expect.arrayContaining(sampleContent.map((item) => item.title)));
    expect(await categoryNamesOf(admin)).toEqual(Object.keys(seededCategories).sort());
  });

  it('an item staff have edited keeps their words in every language', async () => {
    const reader = await readerIn('pt');
    const item = (await libraryOf(admin)).find(
      (listed) => listed.title === sampleContent[0]!.title,
    )!;
    const edited = await t.request(`/api/admin/content/${item.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { title: 'Oração da manhã (revista pela equipe)' },
    });
    expect(edited.status).toBe(200);
    const seen = (await libraryOf(reader)).find((listed) => listed.id === item.id)!;
    expect(seen.title).toBe('Oração da manhã (revista pela equipe)');
    expect(seen.description).toBe(sampleContent[0]!.description);
  });
});
