// What members get from the real server (`npm start`'s process, request logging
// on, PostgreSQL, 10,000 published content rows) side by side with baselines in processes of their
// own, alternating rounds, medians. See docs/bench.md for how to read the table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBaseline } from './lib/baseline';
import { captureContentListSql } from './lib/capture-sql';
import { compare, settings, type Medians, type Target } from './lib/load';
import { authHeaders, createMembers, createPerson } from './lib/members';
import { withBenchDatabase } from './lib/run-context';
import { addContent, addJournalEntries, addPosts, addTodaysPsalm } from './lib/seed';
import { startServer, type RunningServer } from './lib/server';
import { fixed, printTable } from './lib/table';
import { dropRole, setUpRls } from './baselines/rls';
import { adminUrl } from './lib/postgres';
import pg from 'pg';

/** The bytes and headers our server answers a path with, for the same-bytes baseline. */
async function answerOf(server: RunningServer, url: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${url}`, { headers });
  if (response.status !== 200)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  const kept: Record<string, string> = {};
  for (const name of ['content-type', 'cache-control', 'x-widget-auto-updates']) {
    const value = response.headers.get(name);
    if (value) kept[name] = value;
  }
  return { body: await response.text(), headers: kept };
}

/** The three content targets must answer the same 20 items, or the comparison means nothing. */
async function sameFirstPage(targets: [string, Record<string, string>][]) {
  const pages = await Promise.all(
    targets.map(async ([url, headers]) => {
      const body = (await (await fetch(url, { headers })).json()) as
        { items: { id: string }[] } | { id: string }[];
      return (Array.isArray(body) ? body : body.items).map((item) => item.id).join(',');
    }),
  );
  if (pages.some((page) => page !== pages[0]) || pages[0]!.split(',').length !== 20)
    throw new Error(`the content targets answer different first pages:\n${pages.join('\n')}`);
}

type Ratio = { name: string; of: string; to: string; goal?: number };

const ratios: Ratio[] = [
  {
    name: 'content feed / bare Hono + pg',
    of: 'content: ours',
    to: 'content: bare Hono + pg',
    goal: 0.85,
  },
  {
    name: 'content feed / PostgREST-style',
    of: 'content: ours',
    to: 'content: PostgREST-style',
    goal: 1.5,
  },
  { name: '/api/me / /api/health', of: 'GET /api/me', to: 'GET /api/health', goal: 0.5 },
  { name: '/api/categories / /api/health', of: 'GET /api/categories', to: 'GET /api/health' },
  { name: 'journal list / /api/health', of: 'GET /api/journal', to: 'GET /api/health' },
  { name: 'community feed / /api/health', of: 'GET /api/community/posts', to: 'GET /api/health' },
  {
    name: 'latest-content / same bytes',
    of: 'latest-content: ours',
    to: 'latest-content: bare Node',
    goal: 0.5,
  },
  { name: "today's psalm / same bytes", of: "today's psalm: ours", to: "today's psalm: bare Node" },
];

export async function apiBench() {
  await withBenchDatabase(async (database, onCleanup) => {
    const started = performance.now();
    const server = await startServer({ databaseUrl: database.url, name: 'api' });
    onCleanup(server.stop);
    const pool = database.pool;
    const member = await createPerson(server, pool, 'member@bench.example');
    const others = await createMembers(server, pool, 4, 'author');
    await addContent(pool, 10_000);
    await addTodaysPsalm(pool);
    await addJournalEntries(pool, member.id, 100);
    await addPosts(pool, 1_000, [member.id, ...others.map((o) => o.id)]);
    const headers = authHeaders(server, member);

    const statement = await captureContentListSql(database.url, member);
    const role = `bench_reader_${process.pid}`;
    await setUpRls(pool, role);
    onCleanup(async () => {
      // Roles belong to the cluster: the grants and policies go first (in the bench database), then
      // the role; the database itself is dropped after every step.
      await pool.query(`drop owned by ${role}`);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await dropRole(admin, role);
      await admin.end();
    });
    const bare = await startBaseline('hono-pg.ts', {
      DATABASE_URL: database.url,
      BENCH_SQL: JSON.stringify(statement),
    });
    onCleanup(bare.stop);
    const postgrest = await startBaseline('postgrest-style.ts', {
      DATABASE_URL: database.url,
      BENCH_ROLE: role,
      BENCH_MEMBER_ID: member.id,
    });
    onCleanup(postgrest.stop);

    await sameFirstPage([
      [`${server.url}/api/content?limit=20`, headers],
      [`${bare.url}/api/content`, {}],
      [`${postgrest.url}/content?limit=20`, {}],
    ]);

    const routesFile = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bytes-')),
      'routes.json',
    );
    fs.writeFileSync(
      routesFile,
      JSON.stringify({
        '/api/latest-content': await answerOf(server, '/api/latest-content', {}),
        '/api/psalms/today': await answerOf(server, '/api/psalms/today', headers),
      }),
    );
    const sameBytes = await startBaseline('same-bytes.ts', { BENCH_ROUTES: routesFile });
    onCleanup(sameBytes.stop);
    console.log(
      `  set up in ${fixed((performance.now() - started) / 1000, 1)} s: 10,000 published content rows, ` +
        `${settings.rounds} alternating rounds × ${settings.seconds} s per target, ${settings.connections} connections`,
    );

    const groups: [string, Target[]][] = [
      [
        'content feed (GET /api/content?limit=20, signed-in member)',
        [
          { name: 'content: ours', url: `${server.url}/api/content?limit=20`, headers },
          { name: 'content: bare Hono + pg', url: `${bare.url}/api/content` },
          { name: 'content: PostgREST-style', url: `${postgrest.url}/content?limit=20` },
        ],
      ],
      [
        'session and lists (signed-in member)',
        [
          { name: 'GET /api/health', url: `${server.url}/api/health` },
          { name: 'GET /api/me', url: `${server.url}/api/me`, headers },
          { name: 'GET /api/categories', url: `${server.url}/api/categories`, headers },
          { name: 'GET /api/journal', url: `${server.url}/api/journal?limit=20`, headers },
          { name: 'GET /api/community/posts', url: `${server.url}/api/community/posts`, headers },
        ],
      ],
      [
        'cached answers against the same bytes',
        [
          { name: 'latest-content: ours', url: `${server.url}/api/latest-content` },
          { name: 'latest-content: bare Node', url: `${sameBytes.url}/api/latest-content` },
          { name: "today's psalm: ours", url: `${server.url}/api/psalms/today`, headers },
          { name: "today's psalm: bare Node", url: `${sameBytes.url}/api/psalms/today` },
        ],
      ],
    ];
    const results = new Map<string, Medians>();
    const rows: (string | number)[][] = [];
    for (const [title, targets] of groups) {
      console.log(`  measuring ${title}…`);
      const medians = await compare(targets);
      for (const target of targets) {
        const m = medians.get(target.name)!;
        results.set(target.name, m);
        rows.push([
          target.name,
          fixed(m.rps),
          `${fixed(m.rpsRange[0]!)}–${fixed(m.rpsRange[1]!)}`,
          fixed(m.p50, 1),
          fixed(m.p99, 1),
        ]);
      }
    }
    console.log('');
    printTable(['target', 'req/s (median)', 'req/s (rounds)', 'p50 ms', 'p99 ms'], rows);
    console.log('');
    printTable(
      ['ratio (req/s)', 'value', 'goal', ''],
      ratios.map((ratio) => {
        const value = results.get(ratio.of)!.rps / results.get(ratio.to)!.rps;
        return [
          ratio.name,
          `${value.toFixed(2)}x`,
          ratio.goal ? `≥ ${ratio.goal}x` : '',
          ratio.goal ? (value >= ratio.goal ? 'met' : 'NOT MET') : '',
        ];
      }),
    );
    console.log(`\n  server RSS after the run: ${fixed(server.rss() / 1024 / 1024)} MB`);
  });
}
