// The Stats tab's queries (decision 042) at 1,000,000 progress rows against the same at 10,000, and
// the User Records search (decision 041) at 100,000 members. Rows are spread over the year before
// today, so the 7-day window holds ~2% of them; each figure's query is timed on its own and printed
// with its ratio.
import { addDays } from '@contracts/time';
import { listUserRecords } from '@server/modules/admins/user-records';
import {
  playsByDay,
  sessionsByDay,
  statsReport,
  statsTotals,
  topPlayed,
} from '@server/modules/stats/service';
import { benchApp, median } from './harness';

type Db = Awaited<ReturnType<typeof benchApp>>['database'];

async function seedProgress(database: Db, rows: number) {
  await database.sql(`insert into users (name, email)
    select 'Bench ' || i, 'bench' || i || '@example.test' from generate_series(1, 200) i`);
  await database.sql(`insert into content (title)
    select 'Item ' || i from generate_series(1, 300) i`);
  await database.sql(`insert into workflows (title) values ('Bench workflow')`);
  await database.sql(
    `with u as (select array_agg(id) as a from users), c as (select array_agg(id) as a from content)
     insert into user_progress (user_id, content_id, created_at, completed_at, session_duration_minutes)
     select u.a[1 + i % 200], c.a[1 + (i::bigint * 7919) % 300], ts,
            case when i % 3 = 0 then ts end, case when i % 3 = 0 then i % 40 end
     from u, c, generate_series(1, $1::int) i,
          lateral (select now() - ((i * 0.618034) % 1) * interval '365 days' as ts) t`,
    [rows],
  );
  await database.sql(
    `with u as (select array_agg(id) as a from users)
     insert into workflow_sessions (user_id, workflow_id, session_date, started_at, completed_at)
     select u.a[1 + i % 200], w.id, (now() - (i % 365) * interval '1 day')::date,
            now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
     from u, generate_series(1, $1::int) i, (select id from workflows limit 1) w`,
    [Math.max(1, Math.floor(rows / 20))],
  );
  await database.sql('analyze');
}

async function timings(rows: number) {
  const { database } = await benchApp();
  const started = performance.now();
  await seedProgress(database, rows);
  console.log(
    `  seeded ${rows.toLocaleString()} progress rows in ${Math.round(performance.now() - started)} ms`,
  );
  const db = database.db;
  const to = new Date().toISOString().slice(0, 10);
  const start = new Date(`${addDays(to, -6)}T00:00:00Z`);
  const end = new Date(`${addDays(to, 1)}T00:00:00Z`);
  const result = {
    totals: await median(7, () => statsTotals(db)),
    playsByDay: await median(7, () => playsByDay(db, start, end)),
    sessionsByDay: await median(7, () => sessionsByDay(db, start, end)),
    top5: await median(7, () => topPlayed(db, start, end)),
    wholeReport: await median(7, () => statsReport(db, {})),
  };
  await database.close();
  return result;
}

async function userRecordsBench() {
  const { database } = await benchApp();
  await database.sql(`insert into users (name, email)
    select 'Member ' || i, 'member' || lpad(i::text, 6, '0') || '@example.test'
    from generate_series(1, 100000) i`);
  await database.sql(`insert into profiles (user_id, full_name)
    select id, name from users`);
  await database.sql('analyze');
  const db = database.db;
  const cases: [string, string | undefined][] = [
    ['first page, no search', undefined],
    ['email prefix, 1 match', 'member054321'],
    ['email prefix, 1,000 matches', 'member054'],
    ['name prefix, 100,000 matches', 'mem'],
    ['no match', 'zzz'],
  ];
  for (const [label, q] of cases) {
    const ms = await median(7, () => listUserRecords(db, { q, limit: 25 }));
    console.log(`  user records at 100,000 members, ${label}: ${ms.toFixed(1)} ms`);
  }
  await database.close();
}

export async function statsBench() {
  if (process.env.BENCH_ONLY === 'records') return userRecordsBench();
  const small = await timings(10_000);
  const large = await timings(1_000_000);
  for (const key of Object.keys(small) as (keyof typeof small)[]) {
    console.log(
      `  ${key}: ${small[key].toFixed(1)} ms at 10,000 rows, ${large[key].toFixed(1)} ms at 1,000,000 rows, ratio ${(large[key] / small[key]).toFixed(1)}x (rows x100)`,
    );
  }
  await userRecordsBench();
}
