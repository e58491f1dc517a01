import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// The Stats tab against a fixture whose figures are computed by hand (below), on a fixed window
// (2026-03-01..07 UTC) so no clock is involved. Rows one second outside each end must not count.

let t: TestContext;
let admin: TestUser;
let member: TestUser;
const ids: Record<string, string> = {};

async function content(title: string, published = true) {
  const { rows } = await t.database.sql(
    'insert into content (title, is_published) values ($1, $2) returning id',
    [title, published],
  );
  ids[title] = rows[0]!.id as string;
}

/** n progress rows of an item at an instant; `completed` of them finished with `minutes` each. */
async function plays(title: string, at: string, n: number, completed = 0, minutes = 0) {
  for (let i = 0; i < n; i++) {
    const done = i < completed;
    await t.database.sql(
      `insert into user_progress (user_id, content_id, created_at, completed_at, session_duration_minutes)
       values ($1, $2, $3::timestamptz, $4::timestamptz, $5)`,
      [member.id, ids[title], at, done ? at : null, done ? minutes : null],
    );
  }
}

async function sessions(at: string, n: number) {
  const { rows } = await t.database.sql(
    "insert into workflows (title) values ('Fixture workflow') returning id",
  );
  for (let i = 0; i < n; i++) {
    await t.database.sql(
      `insert into workflow_sessions (user_id, workflow_id, session_date, started_at, completed_at)
       values ($1, $2, $3::date, $3::timestamptz, $3::timestamptz)`,
      [member.id, rows[0]!.id, at],
    );
  }
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser();
  await t.createUser();
  for (const title of ['A', 'B', 'C', 'D', 'E']) await content(title);
  await content('F', false);
  await plays('A', '2026-03-01T08:00:00Z', 5, 3, 10);
  await plays('B', '2026-03-03T12:00:00Z', 4, 1, 7);
  await plays('C', '2026-03-05T00:00:00Z', 3);
  await plays('D', '2026-03-07T09:00:00Z', 2, 2, 5);
  await plays('E', '2026-03-07T23:59:59Z', 1);
  // Outside the window by one second either way: never counted in it.
  await plays('F', '2026-02-28T23:59:59Z', 6);
  await plays('A', '2026-03-08T00:00:00Z', 6);
  await sessions('2026-03-02T10:00:00Z', 2);
  await sessions('2026-03-07T10:00:00Z', 1);
  await sessions('2026-03-08T10:00:00Z', 1);
});
afterAll(() => t.close());

const get = (query: string, cookie = admin.cookie) =>
  t.request(`/api/admin/stats${query}`, { cookie });
const statsOf = (query: { from?: string; to?: string }) =>
  answerBody(t.api(admin.cookie).admin.stats.$get({ query }));

describe('stats API', () => {
  it('matches the hand-computed fixture', async () => {
    const report = await statsOf({ from: '2026-03-01', to: '2026-03-07' });
    expect(report.totals).toEqual({ members: 3, content: 6, published: 5, sessions: 4 });
    expect(report.window).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      plays: 15,
      completions: 6,
      minutes: 47,
      workflowSessions: 3,
    });
    expect(report.topContent).toEqual([
      { contentId: ids.A, title: 'A', plays: 5 },
      { contentId: ids.B, title: 'B', plays: 4 },
      { contentId: ids.C, title: 'C', plays: 3 },
      { contentId: ids.D, title: 'D', plays: 2 },
      { contentId: ids.E, title: 'E', plays: 1 },
    ]);
    expect(report.days).toEqual([
      { date: '2026-03-01', plays: 5, completions: 3, workflowSessions: 0 },
      { date: '2026-03-02', plays: 0, completions: 0, workflowSessions: 2 },
      { date: '2026-03-03', plays: 4, completions: 1, workflowSessions: 0 },
      { date: '2026-03-04', plays: 0, completions: 0, workflowSessions: 0 },
      { date: '2026-03-05', plays: 3, completions: 0, workflowSessions: 0 },
      { date: '2026-03-06', plays: 0, completions: 0, workflowSessions: 0 },
      { date: '2026-03-07', plays: 2 + 1, completions: 2, workflowSessions: 1 },
    ]);
  });

  it('a window given by its start alone is 7 days long', async () => {
    const report = await statsOf({ from: '2026-03-02' });
    expect(report.window).toMatchObject({ from: '2026-03-02', to: '2026-03-08', plays: 16 });
    expect(report.topContent[0]).toEqual({ contentId: ids.A, title: 'A', plays: 6 });
  });

  it('refuses a reversed window, one longer than a year, and a malformed date with 400', async () => {
    const reversed = await get('?from=2026-03-07&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).error.fields).toEqual({
      from: 'The start date must not be after the end date',
    });
    const long = await get('?from=2025-01-01&to=2026-03-01');
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toEqual({ to: 'Choose a range of at most one year' });
    expect((await get('?from=2025-03-01&to=2026-03-01')).status).toBe(200);
    expect((await get('?from=yesterday')).status).toBe(400);
    // Found by the fuzzer (tests/reliability/fuzz): days that do not exist answered 500.
    for (const query of ['?from=0000-00-00', '?to=2026-13-45', '?from=2026-02-01&to=2026-02-30']) {
      const impossible = await get(query);
      expect(impossible.status, query).toBe(400);
      expect(Object.values((await impossible.json()).error.fields)).toEqual([
        'Use a date like 2026-01-31',
      ]);
    }
  });

  it('refuses years outside 1970 to 9998 with 400 and takes the edges (year 0 answered 500)', async () => {
    for (const query of [
      '?from=0000-01-01',
      '?to=0000-01-03',
      '?from=1969-12-31',
      '?to=9999-12-31',
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(Object.values((await response.json()).error.fields)).toEqual([
        'Choose a date between 1970 and 9998',
      ]);
    }
    // A malformed end beside a start: the range check runs only on real days (answered 500).
    for (const query of [
      '?from=%25&to=1990-01-01',
      '?from=%2500&to=%7B%7D',
      '?from=2026-01-01&to=x',
    ]) {
      expect((await get(query)).status, query).toBe(400);
    }
    expect((await get('?from=1970-01-01')).status).toBe(200);
    expect((await get('?to=9998-12-31')).status).toBe(200);
    expect((await get('?from=9998-12-31')).status).toBe(200);
  });

  it('is for staff with the stats permission only', async () => {
    const moderator = await t.createUser({ role: 'moderator' });
    expect((await get('', moderator.cookie)).status).toBe(403);
    expect((await get('', member.cookie)).status).toBe(403);
    expect((await t.request('/api/admin/stats')).status).toBe(401);
    expect((await get('')).status).toBe(200);
  });
});
