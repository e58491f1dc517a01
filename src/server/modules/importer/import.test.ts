import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgressLine } from '@contracts/import';
import type { RealtimeEvent } from '@contracts/realtime';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

let t: TestContext;
let admin: TestUser;
let prayerId: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  const categories = await (await t.request('/api/categories', { cookie: admin.cookie })).json();
  prayerId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
});
afterAll(() => t.close());

const post = (json: Record<string, unknown>) =>
  t.request('/api/admin/import', {
    cookie: admin.cookie,
    json: { defaultCategoryId: prayerId, ...json },
  });

async function importLines(json: Record<string, unknown>) {
  const response = await post(json);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ImportProgressLine);
}

const count = async () =>
  Number((await t.database.sql('select count(*)::int as n from content')).rows[0]!.n);

const mixedCsv = [
  'title,description,category,difficulty_level,duration_minutes,is_published',
  '"Prayer for the Nations","For peace, justice, and mercy",Prayer,beginner,5,true',
  '"A prayer, with ""quotes""","Line one',
  'line two",Meditation,intermediate,ten,false',
  ',missing title,Prayer,beginner,3,true',
  'Unknown place,desc,Astrology,beginner,3,true',
  '"Prayer for the Nations",again,Prayer,beginner,5,true',
  'Hard one,desc,,expert,3,true',
].join('\n');

describe('import', () => {
  it('previews a quoted CSV with per-item errors and writes nothing', async () => {
    const before = await count();
    const response = await post({ format: 'csv', text: mixedCsv, dryRun: true });
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(preview.total).toBe(6);
    expect(preview.valid).toBe(2);
    expect(preview.errors.map((e: { message: string }) => e.message)).toEqual([
      'Item 3: Title is required',
      'Item 4: Unknown category "Astrology"',
      'Item 5: Duplicate of item 1',
      'Item 6: Difficulty must be one of beginner, intermediate, advanced',
    ]);
    expect(preview.preview).toEqual([
      {
        item: 1,
        title: 'Prayer for the Nations',
        description: 'For peace, justice, and mercy',
        hasBody: false,
        category: 'Prayer',
        difficultyLevel: 'beginner',
        durationMinutes: 5,
        isPublished: true,
      },
      {
        item: 2,
        title: 'A prayer, with "quotes"',
        description: 'Line one\nline two',
        hasBody: false,
        category: 'Meditation',
        difficultyLevel: 'intermediate',
        durationMinutes: 0,
        isPublished: false,
      },
    ]);
    expect(await count()).toBe(before);
  });

  it('imports the valid items in one go and reports progress and the count', async () => {
    const before = await count();
    const heard: RealtimeEvent[] = [];
    const stop = t.bus.subscribe((event) => heard.push(event));
    const lines = await importLines({ format: 'csv', text: mixedCsv });
    // One announcement for the whole import, so every open list refetches once. (On PostgreSQL it
    // travels through NOTIFY, so it may arrive after the answer.)
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    stop();
    expect(heard).toEqual([
      {
        type: 'content.changed',
        data: { id: 'import', op: 'insert', title: '2 new items', is_published: true },
      },
    ]);
    expect(lines.at(-1)).toEqual({ type: 'done', imported: 2, skipped: 4 });
    expect(lines.filter((line) => line.type === 'progress')).toEqual([
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
    ]);
    expect(await count()).toBe(before + 2);
    const rows = await t.database.sql(
      'select created_by, audio_generated, is_daily_psalm from content where title = \'A prayer, with "quotes"\'',
    );
    expect(rows.rows).toEqual([
      { created_by: admin.id, audio_generated: false, is_daily_psalm: false },
    ]);
  });

  it('counts up while it writes: ten items one by one, a thousand in twenty steps', async () => {
    const progressOf = async (n: number, name: string) => {
      const items = Array.from({ length: n }, (_, i) => ({ title: `${name} ${i + 1}` }));
      const lines = await importLines({ format: 'json', text: JSON.stringify(items) });
      expect(lines.at(-1)).toEqual({ type: 'done', imported: n, skipped: 0 });
      return lines.flatMap((line) => (line.type === 'progress' ? [line.done] : []));
    };
    expect(await progressOf(10, 'Counted')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await progressOf(1000, 'Stepped')).toEqual(
      Array.from({ length: 20 }, (_, i) => (i + 1) * 50),
    );
  });

  it('imports JSON with the spec defaults (default category, beginner, published, duration 0)', async () => {
    const lines = await importLines({
      format: 'json',
      text: JSON.stringify([
        { title: 'Psalm 121 meditation' },
        { title: 'Hidden', is_published: false, duration: '7' },
      ]),
    });
    expect(lines.at(-1)).toEqual({ type: 'done', imported: 2, skipped: 0 });
    const heard: RealtimeEvent[] = [];
    const stop = t.bus.subscribe((event) => heard.push(event));
    const single = await importLines({
      format: 'json',
      text: JSON.stringify([{ title: 'Alone' }]),
    });
    expect(single.at(-1)).toEqual({ type: 'done', imported: 1, skipped: 0 });
    const titles = () => heard.map((event) => event.type === 'content.changed' && event.data.title);
    await expect.poll(titles).toContain('1 new item');
    stop();
    const rows = await t.database.sql(
      "select c.title, c.difficulty_level, c.is_published, c.duration_minutes, k.name from content c join categories k on k.id = c.category_id where c.title in ('Psalm 121 meditation', 'Hidden') order by c.title",
    );
    expect(rows.rows).toEqual([
      {
        title: 'Hidden',
        difficulty_level: 'beginner',
        is_published: false,
        duration_minutes: 7,
        name: 'Prayer',
      },
      {
        title: 'Psalm 121 meditation',
        difficulty_level: 'beginner',
        is_published: true,
        duration_minutes: 0,
        name: 'Prayer',
      },
    ]);
  });

  it('answers clear errors for input that is not an import, writing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ format: 'csv', text: '   ' }, 400, 'Paste or upload some content to import'],
      [
        { format: 'csv', text: 'name,colour\nx,y' },
        400,
        'The CSV needs a header row with a title column.',
      ],
      [
        { format: 'csv', text: `PK\u0003\u0004${'\uFFFD'.repeat(20)}binary` },
        400,
        'The file does not look like CSV text.',
      ],
      // PostgreSQL text cannot hold U+0000: the file is refused with the line of the first one.
      [
        { format: 'csv', text: 'title\nFine\nBro\u0000ken' },
        400,
        'Must not contain the NUL character (U+0000); the first is on line 3.',
      ],
      [
        { format: 'json', text: '{"title": ' },
        400,
        'The JSON could not be read. Check for a missing comma or quote.',
      ],
      [{ format: 'json', text: '{"title": "one"}' }, 400, 'The JSON must be an array of items.'],
      [{ format: 'xml', text: '<a/>' }, 400, 'Choose CSV or JSON'],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(Object.values((await response.json()).error.fields ?? {})).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('reports a JSON item holding a NUL (written \\u0000) by item and field, and imports the rest', async () => {
    const before = await count();
    const text = JSON.stringify([
      { title: 'Clean item' },
      { title: 'Dirty\u0000 item' },
      { title: 'Dirty description', description: 'a\u0000b' },
      { title: 'Dirty list', category: ['Prayer\u0000'] },
    ]);
    // The file's NULs are JSON escapes, so the request itself carries none.
    expect(text).not.toContain('\u0000');
    const preview = await (await post({ format: 'json', text, dryRun: true })).json();
    expect(preview.errors).toEqual([
      { item: 2, message: 'Item 2: The title field must not contain the NUL character (U+0000)' },
      {
        item: 3,
        message: 'Item 3: The description field must not contain the NUL character (U+0000)',
      },
      {
        item: 4,
        message: 'Item 4: The category field must not contain the NUL character (U+0000)',
      },
    ]);
    const lines = await importLines({ format: 'json', text });
    expect(lines.at(-1)).toEqual({ type: 'done', imported: 1, skipped: 3 });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a 20 MB file before reading it', async () => {
    const response = await post({ format: 'csv', text: `title\n${'x'.repeat(20 * 1024 * 1024)}` });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  it('writes nothing when the database refuses part of the import', async () => {
    const before = await count();
    // A category deleted between the preview and the import makes the foreign key fail mid-way.
    const { id } = await (
      await t.request('/api/admin/categories', {
        cookie: admin.cookie,
        json: { name: 'Vanishing' },
      })
    ).json();
    const items = Array.from({ length: 1200 }, (_, i) => ({
      title: `Bulk ${i}`,
      category: i === 1100 ? 'Vanishing' : 'Prayer',
    }));
    await t.database.sql(
      'alter table content add constraint no_vanishing check (category_id <> $1::uuid) not valid'.replace(
        '$1',
        `'${id}'`,
      ),
    );
    const lines = await importLines({ format: 'json', text: JSON.stringify(items) });
    await t.database.sql('alter table content drop constraint no_vanishing');
    expect(lines.at(-1)).toEqual({ type: 'error', message: 'Failed to import content' });
    expect(await count()).toBe(before);
  });
});

describe('large imports', () => {
  it('accepts a file of several megabytes (over the 1 MB limit of other requests)', async () => {
    const rows = ['title,description'];
    for (let i = 0; i < 12_000; i++)
      rows.push(`"Large import ${i}","${'A long description of a prayer. '.repeat(8)}"`);
    const text = rows.join('\n');
    expect(text.length).toBeGreaterThan(3 * 1024 * 1024);
    const response = await post({ format: 'csv', text, dryRun: true });
    expect(response.status).toBe(200);
    expect((await response.json()).valid).toBe(12_000);
  });
});
