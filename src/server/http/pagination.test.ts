import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerBody, createTestContext, type TestContext, type TestUser } from '../test/harness';

// Page cursors come back from the client, so a cursor is input like any other: one that is
// well-formed but names a moment or an id that cannot exist must be a 400, not a database error.

let t: TestContext;
let reader: TestUser;
let cursorLists: string[];

beforeAll(async () => {
  t = await createTestContext();
  reader = await t.createUser({ role: 'super_admin', premium: true });
  // Every list that takes a cursor, from the OpenAPI document: a new list is covered the moment it exists.
  const document = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  // A list under a group is read by its members: the reader starts one to page through.
  const group = await answerBody(
    t.api(reader.cookie).groups.$post({ json: { name: 'Readers' } }),
    201,
  );
  cursorLists = Object.entries(document.paths)
    .filter(([, operations]) =>
      operations.get?.parameters?.some((p) => p.name === 'cursor' && p.in === 'query'),
    )
    .map(([path]) => `/api${path.replace(/^\/groups\/\{id\}\//, `/groups/${group.id}/`)}`);
});
afterAll(() => t.close());

const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
const someId = '0b3f5d1e-8c2a-4f6b-9d7e-1a2b3c4d5e6f';
const someTime = '2026-11-22 02:32:05.123456+00';

// Each passes the old shape check (digits where digits go, 36 of [0-9a-f-]) yet names a moment
// that does not exist or is not an id in the canonical 8-4-4-4-12 form this server hands out.
const impossible: [string, unknown][] = [
  ['month 99, day 99', ['2026-99-99 00:00:00+00', someId]],
  ['month 13', ['2026-13-01 00:00:00+00', someId]],
  ['month 00', ['2026-00-10 00:00:00+00', someId]],
  ['day 00', ['2026-05-00 00:00:00+00', someId]],
  ['30 February', ['2024-02-30 00:00:00+00', someId]],
  ['29 February of a common year', ['2026-02-29 00:00:00+00', someId]],
  ['29 February 1900', ['1900-02-29 00:00:00+00', someId]],
  ['31 April', ['2026-04-31 12:00:00+00', someId]],
  ['year 0000', ['0000-01-01 00:00:00+00', someId]],
  ['hour 25', ['2026-11-22 25:00:00+00', someId]],
  ['hour 24', ['2026-11-22 24:00:00+00', someId]],
  ['minute 60', ['2026-11-22 02:60:00+00', someId]],
  ['second 99', ['2026-11-22 02:32:99+00', someId]],
  ['offset +99', ['2026-11-22 02:32:05+99', someId]],
  ['offset +16:00', ['2026-11-22 02:32:05+16:00', someId]],
  ['offset minutes 75', ['2026-11-22 02:32:05+05:75', someId]],
  ['an id of 36 dashes', [someTime, '-'.repeat(36)]],
  ['an id of 36 hex digits', [someTime, 'a'.repeat(36)]],
  ['an id with its dashes moved', [someTime, '0b3f5d1e8c2a-4f6b-9d7e-1a2b-3c4d5e6f']],
  ['an id with dashes at both ends', [someTime, '-b3f5d1e-8c2a-4f6b-9d7e-1a2b3c4d5e6-']],
];

describe('page cursors', () => {
  it('finds the cursor-paginated lists (journal and content at least)', () => {
    expect(cursorLists).toEqual(expect.arrayContaining(['/api/journal', '/api/content']));
  });

  it('answers a well-formed but impossible cursor with 400 naming the cursor, on every list', async () => {
    for (const list of cursorLists) {
      for (const [label, parts] of impossible) {
        const response = await t.request(`${list}?cursor=${cursorOf(parts)}`, {
          cookie: reader.cookie,
        });
        expect(response.status, `${list}: ${label}`).toBe(400);
        const { error } = await response.json();
        expect(error.code, `${list}: ${label}`).toBe('validation_failed');
        expect(Object.keys(error.fields), `${list}: ${label}`).toEqual(['cursor']);
      }
    }
  });

  it('still accepts the edges of real timestamps (leap day, end of year, offsets, no fraction)', async () => {
    const real = [
      '2024-02-29 23:59:59.999999+00',
      '2000-02-29 00:00:00+00',
      '9999-12-31 23:59:59+00',
      '0001-01-01 00:00:00+00',
      '2026-06-30 12:00:00+05:30',
      '2026-06-30 12:00:00-0945',
      '2026-06-30T12:00:00Z',
    ];
    for (const list of cursorLists) {
      for (const at of real) {
        const response = await t.request(`${list}?cursor=${cursorOf([at, someId])}`, {
          cookie: reader.cookie,
        });
        expect(response.status, `${list}: ${at}`).toBe(200);
      }
    }
  });

  it('pages through a journal with the cursors it hands out', async () => {
    for (const title of ['One', 'Two', 'Three']) {
      await t.request('/api/journal', {
        cookie: reader.cookie,
        json: { title, content: 'text' },
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: { cursor?: string } = cursor ? { cursor } : {};
      const page = await answerBody(
        t.api(reader.cookie).journal.$get({ query: { limit: '1', ...query } }),
      );
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Three', 'Two', 'One']);
  });
});
