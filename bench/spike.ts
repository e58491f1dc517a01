// The morning spike (docs/bench.md): the daily-psalm reminder reaches
// every member at once and N of them open the app within 20 s, each already signed in. Each member
// asks who is signed in, today's psalm and the dashboard's newest items, then the first range of
// the psalm's narration (a returning member's page comes from the service worker's cache; with
// BENCH_SPIKE_PAGE=1 each also loads the server-drawn dashboard page first) — against one instance,
// then two instances on one PostgreSQL (members alternate between them, as a load balancer without
// sticky sessions would send them), media in one S3-protocol store. Real server processes as `npm
// start` runs them.
// BENCH_SPIKE_MEMBERS=500,1000 and BENCH_SPIKE_SECONDS=20 change the load.
import { addContent, addTodaysPsalm } from './lib/seed';
import { authHeaders, createPerson, type Person } from './lib/members';
import { cloneMembers } from './lib/many-members';
import { withBenchDatabase } from './lib/run-context';
import { startCpuReading } from './lib/machine-cpu';
import { startS3Store } from './lib/s3-store';
import { startServer, type RunningServer } from './lib/server';
import { fixed, printTable } from './lib/table';

const memberCounts = (process.env.BENCH_SPIKE_MEMBERS ?? '500,1000,2000').split(',').map(Number);
const windowSeconds = Number(process.env.BENCH_SPIKE_SECONDS ?? 20);
const goalP99Ms = 1000;
const withPage = process.env.BENCH_SPIKE_PAGE === '1';

/** What came back: the status, or how the connection failed. */
type Sample = { route: string; ms: number; ok: boolean; outcome: string };

/** A reproducible spread of arrival times: the same run after run (a linear congruential generator). */
function arrivals(count: number, seed = 7) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: count }, () => next() * windowSeconds * 1000).sort((a, b) => a - b);
}

async function timed(
  samples: Sample[],
  route: string,
  url: string,
  headers: Record<string, string>,
  expected: number,
) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const ok = response.status === expected;
    samples.push({ route, ms: performance.now() - started, ok, outcome: String(response.status) });
    return { response, body };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? 'network error';
    samples.push({ route, ms: performance.now() - started, ok: false, outcome: cause });
    return undefined;
  }
}

/** One member opening the app from the reminder. */
async function openApp(server: RunningServer, member: Person, samples: Sample[]) {
  const headers = { ...authHeaders(server, member), 'accept-language': 'en' };
  if (withPage)
    await timed(samples, 'GET /dashboard (page)', `${server.url}/dashboard`, headers, 200);
  const [, psalm] = await Promise.all([
    timed(samples, 'GET /api/me', `${server.url}/api/me`, headers, 200),
    timed(
      samples,
      'GET /api/psalms/today',
      `${server.url}/api/psalms/today?timeZone=UTC`,
      headers,
      200,
    ),
    timed(
      samples,
      'GET /api/content (newest 5)',
      `${server.url}/api/content?limit=5&status=published`,
      headers,
      200,
    ),
  ]);
  const today = psalm
    ? (JSON.parse(new TextDecoder().decode(psalm.body)) as {
        psalm: { audioUrl: string | null } | null;
      })
    : null;
  const audioUrl = today?.psalm?.audioUrl;
  if (!audioUrl) {
    samples.push({ route: 'GET narration (first 64 KB)', ms: 0, ok: false, outcome: 'no audio' });
    return;
  }
  await timed(
    samples,
    'GET narration (first 64 KB)',
    `${server.url}${audioUrl}`,
    { ...headers, range: 'bytes=0-65535' },
    206,
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function spike(label: string, servers: RunningServer[], members: Person[]) {
  const cpuBefore = servers.map((server) => server.cpuSeconds());
  const machine = startCpuReading();
  const samples: Sample[] = [];
  const times = arrivals(members.length);
  const start = performance.now();
  await Promise.all(
    members.map(async (member, i) => {
      const wait = times[i]! - (performance.now() - start);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      await openApp(servers[i % servers.length]!, member, samples);
    }),
  );
  const cpu = servers.reduce((sum, server, i) => sum + server.cpuSeconds() - cpuBefore[i]!, 0);
  const busy = machine();
  const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const byRoute = new Map<string, number[]>();
  for (const sample of samples)
    byRoute.set(sample.route, [...(byRoute.get(sample.route) ?? []), sample.ms]);
  const routes = [...byRoute].map(([route, ms]) => {
    const sorted = ms.sort((a, b) => a - b);
    return { route, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  });
  const slowest = routes.reduce((worst, route) => (route.p99 > worst.p99 ? route : worst));
  const failed = samples.filter((sample) => !sample.ok);
  const errors = failed.length;
  const kinds = new Map<string, number>();
  for (const sample of failed) kinds.set(sample.outcome, (kinds.get(sample.outcome) ?? 0) + 1);
  if (errors > 0)
    console.log(
      `${label}, ${members.length} members: ${[...kinds].map(([kind, count]) => `${count} × ${kind}`).join(', ')}`,
    );
  const p99 = percentile(all, 0.99);
  return {
    row: [
      label,
      fixed(members.length),
      fixed(samples.length),
      fixed(errors),
      fixed(percentile(all, 0.5), 1),
      fixed(p99, 1),
      `${slowest.route} (p99 ${fixed(slowest.p99, 1)})`,
      fixed((cpu * 1000) / samples.length, 2),
      `${fixed(busy.machineCores, 2)} of ${busy.cores} (bench ${fixed(busy.loadGeneratorCores, 2)})`,
      errors === 0 && p99 <= goalP99Ms ? 'met' : 'NOT MET',
    ],
    routes: routes.map((route) => [
      label,
      fixed(members.length),
      route.route,
      fixed(route.p50, 1),
      fixed(route.p99, 1),
    ]),
  };
}

export async function spikeBench() {
  await withBenchDatabase(async (database, onCleanup) => {
    const pool = database.pool;
    // Media in an object store, as instances behind a balancer keep it: narration made on the first
    // is served by the second too.
    const store = await startS3Store();
    onCleanup(store.stop);
    // Every member connects from 127.0.0.1 here; behind a balancer they come from their own
    // addresses, so the cap on one address's connections (decision 037) is lifted.
    const env = { ...store.env, CONNECTIONS_PER_ADDRESS: '0' };
    const first = await startServer({ databaseUrl: database.url, name: 'spike-a', env });
    onCleanup(first.stop);
    const staff = await createPerson(first, pool, 'staff@bench.example', 'super_admin');
    await addContent(pool, 200, staff.id);
    const psalmId = await addTodaysPsalm(pool);
    const narrated = await fetch(`${first.url}/api/psalms/${psalmId}/audio?timeZone=UTC`, {
      method: 'POST',
      headers: { ...authHeaders(first, staff), 'content-type': 'application/json' },
      body: JSON.stringify({ voice: 'onyx' }),
    });
    if (narrated.status !== 200)
      throw new Error(`narration: ${narrated.status} ${await narrated.text()}`);
    // A premium member (narration is premium), copied as many times as the largest spike needs.
    const template = await createPerson(first, pool, 'template@bench.example');
    const granted = await fetch(`${first.url}/api/admin/subscriptions/grant`, {
      method: 'POST',
      headers: { ...authHeaders(first, staff), 'content-type': 'application/json' },
      body: JSON.stringify({ email: template.email, durationDays: 30 }),
    });
    if (granted.status !== 200) throw new Error(`grant: ${granted.status} ${await granted.text()}`);
    const needed = memberCounts.reduce((sum, count) => sum + count, 0) * 2;
    const everyone = await cloneMembers(pool, template, needed, 'spike');
    await pool.query('analyze');

    const rows: (string | number)[][] = [];
    const routeRows: (string | number)[][] = [];
    // Each spike has members of its own: nobody's session is warm in a cache from an earlier one.
    let used = 0;
    const fresh = (count: number) => everyone.slice(used, (used += count));
    for (const count of memberCounts) {
      const result = await spike('one instance', [first], fresh(count));
      rows.push(result.row);
      routeRows.push(...result.routes);
    }
    const second = await startServer({
      databaseUrl: database.url,
      name: 'spike-b',
      env,
    });
    onCleanup(second.stop);
    for (const count of memberCounts) {
      const result = await spike('two instances', [first, second], fresh(count));
      rows.push(result.row);
      routeRows.push(...result.routes);
    }
    console.log('');
    printTable(
      [
        `morning spike (${windowSeconds} s)`,
        'members',
        'requests',
        'errors',
        'p50 ms',
        'p99 ms',
        'slowest route',
        'server CPU ms / request',
        'cores busy',
        `goal: 0 errors, p99 ≤ ${goalP99Ms}`,
      ],
      rows,
    );
    console.log('');
    printTable(['per route', 'members', 'route', 'p50 ms', 'p99 ms'], routeRows);
  });
}
