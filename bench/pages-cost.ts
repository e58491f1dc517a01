// What a server-drawn member page costs the server (issue 50): CPU per request read from the server
// process's own counters around sequential requests, beside an API read measured in the same run.
// The targets take turns, round after round, and each figure is the median of its rounds, so a
// slow moment on this shared machine hits them all alike. A page is asked for as a returning free
// member's phone asks for it (its cookies and zone, gzip). BENCH_PAGES_ROUNDS=5 and
// BENCH_PAGES_REQUESTS=200 (per round) change the load.
import { addContent, addTodaysPsalm } from './lib/seed';
import { authHeaders, createPerson, settleTimeZone } from './lib/members';
import { withBenchDatabase } from './lib/run-context';
import { startServer, type RunningServer } from './lib/server';
import { fixed, printTable } from './lib/table';

const rounds = Number(process.env.BENCH_PAGES_ROUNDS ?? 5);
const requests = Number(process.env.BENCH_PAGES_REQUESTS ?? 200);
/** Goals: a drawn page at most this many times an API read, and at most this many ms of CPU. */
const goalRatio = 3;
const goalMs = 8;

/** A page, an API read, or the realtime stream (opened, its first event read, closed). */
type Target = { name: string; path: string; page: boolean; stream?: boolean };

const targets: Target[] = [
  { name: 'GET /api/psalms/today', path: '/api/psalms/today?timeZone=UTC', page: false },
  { name: 'GET /api/listening', path: '/api/listening', page: false },
  { name: 'GET /api/me', path: '/api/me', page: false },
  { name: 'GET /api/group-alerts', path: '/api/group-alerts', page: false },
  {
    name: 'GET /api/realtime (opened, closed)',
    path: '/api/realtime?timeZone=UTC',
    page: false,
    stream: true,
  },
  { name: 'GET /dashboard (page)', path: '/dashboard', page: true },
  { name: 'GET /psalm (page)', path: '/psalm', page: true },
  { name: 'GET /journal (page)', path: '/journal', page: true },
  { name: 'GET /library (page)', path: '/library', page: true },
  { name: 'GET /community (page)', path: '/community', page: true },
  { name: 'GET /account (page)', path: '/account', page: true },
];

/** Server CPU ms per request over one round of sequential requests. */
async function cpuPerRequest(server: RunningServer, target: Target, headers: HeadersInit) {
  const ask = async () => {
    if (target.stream) return openStream();
    const response = await fetch(`${server.url}${target.path}`, { headers });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${target.name}: ${response.status}`);
    if (target.page && !body.includes('id="root"><'))
      throw new Error(`${target.name}: the page came back undrawn`);
  };
  const openStream = async () => {
    const hangUp = new AbortController();
    const response = await fetch(`${server.url}${target.path}`, { headers, signal: hangUp.signal });
    if (response.status !== 200) throw new Error(`${target.name}: ${response.status}`);
    await response.body?.getReader().read();
    hangUp.abort();
  };
  const before = server.cpuSeconds();
  for (let i = 0; i < requests; i++) await ask();
  return ((server.cpuSeconds() - before) * 1000) / requests;
}

export async function pagesCostBench() {
  await withBenchDatabase(async (database, onCleanup) => {
    const server = await startServer({ databaseUrl: database.url, name: 'pages-cost' });
    onCleanup(server.stop);
    const staff = await createPerson(server, database.pool, 'staff@bench.example', 'super_admin');
    await addContent(database.pool, 200, staff.id);
    await addTodaysPsalm(database.pool);
    const member = await createPerson(server, database.pool, 'member@bench.example');
    await settleTimeZone(server, member, 'UTC');
    const headers = {
      ...authHeaders(server, member),
      cookie: `${member.cookie}; psalmlight.tz=UTC`,
      'accept-language': 'en',
      'accept-encoding': 'gzip',
    };
    // A round unmeasured first: the server's code and caches warm.
    for (const target of targets) await cpuPerRequest(server, target, headers);
    const measured = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++)
      for (const target of targets)
        measured.set(target.name, [
          ...(measured.get(target.name) ?? []),
          await cpuPerRequest(server, target, headers),
        ]);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    const figures = new Map([...measured].map(([name, values]) => [name, median(values)]));
    const read = figures.get('GET /api/psalms/today')!;
    const rows = targets.map((target) => {
      const ms = figures.get(target.name)!;
      const ratio = ms / read;
      const met = !target.page || (ratio <= goalRatio && ms <= goalMs);
      return [
        target.name,
        fixed(ms, 2),
        fixed(ratio, 2),
        target.page ? (met ? 'met' : 'NOT MET') : '',
      ];
    });
    console.log('');
    printTable(
      [
        `server CPU, median of ${rounds} rounds × ${requests} requests`,
        'ms / request',
        '× /api/psalms/today',
        `goal: page ≤ ${goalRatio}× and ≤ ${goalMs} ms`,
      ],
      rows,
    );
  });
}
