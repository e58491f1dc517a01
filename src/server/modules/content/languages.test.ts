import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/enums';
import { addDays } from '@contracts/time';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { dailyPsalm } from '@server/test/factories';
import { readStream } from '@server/test/sse-client';
import { seededCategories } from '@contracts/seeder';

// The library lists each day's psalm once, in the reader's language, or in English on a day that has
// none in theirs (decision 031); every other item whatever its language. Staff list everything.

let t: TestContext;
let staff: TestUser;
const readers = {} as Record<Language, TestUser>;
const ids = {} as Record<string, string>;

// Two days long past, so psalms other files of the suite write do not meet these.
const bothDays = addDays(new Date().toISOString().slice(0, 10), -400);
const englishOnly = addDays(bothDays, 1);

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'super_admin' });
  for (const language of ['en', 'pt', 'es'] as const) {
    readers[language] = await t.createUser({ premium: true });
    const saved = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: readers[language].cookie,
      json: { language },
    });
    expect(saved.status).toBe(200);
  }
  ids.en = await dailyPsalm(t, bothDays, { title: 'Library: The Lord Is Near' });
  ids.pt = await dailyPsalm(t, bothDays, { title: 'Library: O Senhor está perto', language: 'pt' });
  ids.es = await dailyPsalm(t, bothDays, { title: 'Library: El Señor está cerca', language: 'es' });
  ids.enOnly = await dailyPsalm(t, englishOnly, { title: 'Library: Morning Light' });
});
afterAll(() => t.close());

/** This file's psalms in a listing, by title. */
async function psalmsListed(user: TestUser, query: { dailyPsalm?: 'true' } = {}) {
  const page = await answerBody(
    t.api(user.cookie).content.$get({ query: { limit: '100', ...query } }),
  );
  return page.items
    .map((item) => item.title)
    .filter((title) => title.startsWith('Library: '))
    .sort();
}

async function dailyPsalmsCount(user: TestUser) {
  const { items } = await answerBody(t.api(user.cookie).categories.$get());
  // Named in the reader's language (decision 052).
  const names = [
    'Daily Psalms',
    ...Object.values(seededCategories['Daily Psalms'].translations).map((texts) => texts.name),
  ];
  return items.find((category) => names.includes(category.name))?.contentCount;
}

describe('daily psalms in the library, by the reader’s language', () => {
  it('each reader sees one psalm a day: theirs, else the English one; the filtered list agrees', async () => {
    const expected: Record<Language, string[]> = {
      en: ['Library: Morning Light', 'Library: The Lord Is Near'],
      pt: ['Library: Morning Light', 'Library: O Senhor está perto'],
      es: ['Library: El Señor está cerca', 'Library: Morning Light'],
    };
    for (const language of ['en', 'pt', 'es'] as const) {
      expect(await psalmsListed(readers[language]), language).toEqual(expected[language]);
      expect(await psalmsListed(readers[language], { dailyPsalm: 'true' }), language).toEqual(
        expected[language],
      );
    }
  });

  it('staff list every language', async () => {
    expect(await psalmsListed(staff)).toEqual([
      'Library: El Señor está cerca',
      'Library: Morning Light',
      'Library: O Senhor está perto',
      'Library: The Lord Is Near',
    ]);
  });

  it('the category counts follow the reader’s language: each reader counts the same, staff count all', async () => {
    const [en, pt, es, all] = await Promise.all([
      dailyPsalmsCount(readers.en),
      dailyPsalmsCount(readers.pt),
      dailyPsalmsCount(readers.es),
      dailyPsalmsCount(staff),
    ]);
    expect(pt).toBe(en);
    expect(es).toBe(en);
    expect(all! - en!).toBe(2);
  });

  it('a psalm in another language still opens at its address (a shared link)', async () => {
    const opened = await t.request(`/api/content/${ids.es}`, { cookie: readers.pt.cookie });
    expect(opened.status).toBe(200);
    expect((await opened.json()).title).toBe('Library: El Señor está cerca');
  });
});

describe('news of a psalm, by the reader’s language', () => {
  async function streamOf(user: TestUser) {
    const response = await t.request('/api/realtime?timeZone=UTC', { cookie: user.cookie });
    expect(response.status).toBe(200);
    const stream = readStream(response);
    expect((await stream.next()).event).toBe('ready');
    return stream;
  }

  it('a Spanish psalm is announced to Spanish readers, not to Portuguese ones', async () => {
    const [spanish, portuguese] = [await streamOf(readers.es), await streamOf(readers.pt)];
    try {
      const saved = await t.request('/api/admin/psalms', {
        cookie: staff.cookie,
        json: {
          title: 'Salmo de la mañana',
          generatedPsalm: 'El Señor es mi luz.',
          prompt: 'p',
          theme: 'joy',
          date: addDays(englishOnly, 1),
          language: 'es',
        },
      });
      expect(saved.status).toBe(201);
      expect(await spanish.next(10_000)).toMatchObject({
        event: 'content.changed',
        data: { title: 'Salmo de la mañana', is_published: true },
      });
      // The Portuguese reader's next news is the next item meant for everyone.
      const categoryId = (await answerBody(t.api(staff.cookie).categories.$get())).items[0]!.id;
      const marker = await t.request('/api/admin/content', {
        cookie: staff.cookie,
        json: { title: 'A prayer for everyone', categoryId, isPublished: true },
      });
      expect(marker.status).toBe(201);
      expect(await portuguese.next(10_000)).toMatchObject({
        event: 'content.changed',
        data: { title: 'A prayer for everyone' },
      });
    } finally {
      await spanish.close();
      await portuguese.close();
    }
  });
});
