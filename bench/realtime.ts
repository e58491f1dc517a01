// Realtime at scale (decision 037): 2,000 event-stream clients (GET /api/realtime, signed in; 200 members
// with one session each and 10 streams per session, within the caps of 10 per session and 30 per
// person) on one instance, then split across two instances sharing PostgreSQL (LISTEN/NOTIFY).
// A staff member publishes content; the figure is the time from sending that request to the event's
// arrival at each client (p50, p99 over every client and publish), and the server's memory.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { authHeaders, createMembers, createPerson, type Person } from './lib/members';
import { withBenchDatabase } from './lib/run-context';
import { startServer, type RunningServer } from './lib/server';
import { openSseClients } from './lib/sse-clients';
import { fixed, printTable } from './lib/table';
import { median } from './lib/load';

const clientCount = Number(process.env.BENCH_SSE_CLIENTS ?? 2000);
const publishes = Number(process.env.BENCH_PUBLISHES ?? 10);
const perSession = 10;

/**
 * Every client connects from this machine's one address, past the production caps on streams and
 * connections per address and per instance (decision 037): lifted here to measure fan-out.
 */
const uncapped = {
  REALTIME_STREAMS_PER_ADDRESS: '1000000',
  REALTIME_STREAMS_PER_INSTANCE: '1000000',
  CONNECTIONS_PER_ADDRESS: '0',
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const mb = (bytes: number) => `${fixed(bytes / 1024 / 1024)} MB`;

async function publish(server: RunningServer, staff: Person, title: string, categoryId: string) {
  const response = await fetch(`${server.url}/api/admin/content`, {
    method: 'POST',
    headers: { ...authHeaders(server, staff), 'content-type': 'application/json' },
    body: JSON.stringify({ title, categoryId }),
  });
  if (response.status !== 201)
    throw new Error(`publish: ${response.status} ${await response.text()}`);
}

async function scenario(
  label: string,
  servers: RunningServer[],
  members: Person[],
  staff: Person,
  categoryId: string,
): Promise<(string | number)[]> {
  // Client i belongs to member i / 10 (one session, ten streams) on instance i % servers.length.
  const streams = Array.from({ length: clientCount }, (_, i) => {
    const server = servers[i % servers.length]!;
    const member = members[Math.floor(i / perSession) % members.length]!;
    return { url: `${server.url}/api/realtime`, headers: authHeaders(server, member) };
  });
  const rssBefore = servers.map((server) => server.rss());
  const clients = await openSseClients(streams);
  const rssOpen = servers.map((server) => server.rss());
  // What one open stream costs the server: the growth of its memory over the streams it holds.
  const perStream = servers.map(
    (_, index) => (rssOpen[index]! - rssBefore[index]!) / Math.ceil(clientCount / servers.length),
  );
  const all: number[] = [];
  const lastClient: number[] = [];
  const requestMs: number[] = [];
  try {
    for (let n = 0; n < publishes; n++) {
      const title = `${label} publish ${n}`;
      const arrivals = clients.arrivals(title);
      const sent = performance.now();
      await publish(servers[0]!, staff, title, categoryId);
      requestMs.push(performance.now() - sent);
      const times = (await arrivals).map((at) => at - sent);
      all.push(...times);
      lastClient.push(Math.max(...times));
    }
  } finally {
    clients.close();
  }
  all.sort((a, b) => a - b);
  const p99 = percentile(all, 0.99);
  return [
    label,
    fixed(clients.count),
    fixed(publishes),
    fixed(median(requestMs), 1),
    fixed(percentile(all, 0.5), 1),
    fixed(p99, 1),
    fixed(median(lastClient), 1),
    p99 <= 500 ? 'met' : 'NOT MET',
    rssOpen.map(mb).join(' + '),
    perStream.map((bytes) => `${fixed(bytes / 1024)} KB`).join(' + '),
  ];
}

export async function realtimeBench() {
  const limit = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
  console.log(`  open files allowed (ulimit -n): ${limit}; each client holds one socket`);
  if (limit !== 'unlimited' && Number(limit) < clientCount + 500)
    throw new Error(`ulimit -n is ${limit}: raise it above ${clientCount + 500} first`);
  await withBenchDatabase(async (database, onCleanup) => {
    const first = await startServer({
      databaseUrl: database.url,
      name: 'realtime-a',
      env: uncapped,
    });
    onCleanup(first.stop);
    const pool = database.pool;
    const started = performance.now();
    const members = await createMembers(first, pool, Math.ceil(clientCount / perSession));
    const staff = await createPerson(first, pool, 'staff@bench.example', 'super_admin');
    console.log(
      `  ${members.length} members signed in (${fixed((performance.now() - started) / 1000, 1)} s); ` +
        `RSS before any stream: ${mb(first.rss())}`,
    );
    const { rows: found } = await pool.query<{ id: string }>(
      `select id from categories where name = 'Prayer'`,
    );
    const categoryId = found[0]!.id;
    const rows = [await scenario('one instance', [first], members, staff, categoryId)];
    const second = await startServer({
      databaseUrl: database.url,
      name: 'realtime-b',
      env: uncapped,
    });
    onCleanup(second.stop);
    rows.push(await scenario('two instances', [first, second], members, staff, categoryId));
    console.log('');
    printTable(
      [
        'realtime fan-out',
        'clients',
        'publishes',
        'publish request ms',
        'p50 ms',
        'p99 ms',
        'last client ms (median)',
        'goal p99 ≤ 500',
        'server RSS with streams open',
        'RSS per stream',
      ],
      rows,
    );
    fs.rmSync(first.logFile, { force: true });
  });
}
