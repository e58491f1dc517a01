// Background work never slows members (issue 50 item 3, decision 075): a member page's latency
// under load on an idle server, then on the same database while the starter library is narrated
// (a fresh install's minutes of one core), each over the same seconds with the same connections.
// The goal: the page's p99 during narration within 1.25× of its p99 idle. BENCH_BACKGROUND_SECONDS
// (10) and BENCH_BACKGROUND_CONNECTIONS (4: both cores asked for at once) change the load.
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { authHeaders, createPerson, settleTimeZone } from './lib/members';
import { measure, type Target } from './lib/load';
import { startCpuReading } from './lib/machine-cpu';
import { withBenchDatabase } from './lib/run-context';
import { startServer, type RunningServer } from './lib/server';
import { fixed, printTable } from './lib/table';

const seconds = Number(process.env.BENCH_BACKGROUND_SECONDS ?? 10);
const connections = Number(process.env.BENCH_BACKGROUND_CONNECTIONS ?? 4);
const goal = 1.25;

/** Waits until the log says the starter library's narration was queued. */
async function narrationQueued(server: RunningServer) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (fs.readFileSync(server.logFile, 'utf8').includes('narration queued')) return;
    await delay(200);
  }
  throw new Error(`the starter library was not queued for narration (see ${server.logFile})`);
}

async function measured(targets: Target[]) {
  const machine = startCpuReading();
  const figures = [];
  for (const target of targets) figures.push(await measure(target, seconds, connections));
  return { figures, busy: machine() };
}

export async function backgroundBench() {
  await withBenchDatabase(async (database, onCleanup) => {
    const quiet = await startServer({ databaseUrl: database.url, name: 'background-idle' });
    onCleanup(quiet.stop);
    const member = await createPerson(quiet, database.pool, 'member@bench.example');
    await settleTimeZone(quiet, member, 'UTC');
    const targetsOn = (server: RunningServer): Target[] =>
      ['/dashboard', '/psalm'].map((path) => ({
        name: `GET ${path} (page)`,
        url: `${server.url}${path}`,
        headers: {
          ...authHeaders(server, member),
          cookie: `${member.cookie}; psalmlight.tz=UTC`,
          'accept-encoding': 'gzip',
        },
      }));
    for (const target of targetsOn(quiet)) await measure(target, 2, connections);
    const idle = await measured(targetsOn(quiet));
    await quiet.stop();
    // The same database, now as a fresh install's first start: the starter library is written and
    // narrated in the background while members keep asking.
    const busy = await startServer({
      databaseUrl: database.url,
      name: 'background-narrating',
      env: { STARTER_LIBRARY: 'true' },
    });
    onCleanup(busy.stop);
    await narrationQueued(busy);
    for (const target of targetsOn(busy)) await measure(target, 2, connections);
    const narrating = await measured(targetsOn(busy));
    const rows = targetsOn(busy).map((target, i) => {
      const before = idle.figures[i]!;
      const during = narrating.figures[i]!;
      const ratio = during.p99 / before.p99;
      return [
        target.name,
        fixed(before.rps),
        fixed(before.p99),
        fixed(during.rps),
        fixed(during.p99),
        fixed(ratio, 2),
        ratio <= goal ? 'met' : 'NOT MET',
      ];
    });
    console.log('');
    printTable(
      [
        `${connections} connections, ${seconds} s each`,
        'idle req/s',
        'idle p99 ms',
        'narrating req/s',
        'narrating p99 ms',
        'p99 ratio',
        `goal ≤ ${goal}×`,
      ],
      rows,
    );
    console.log(
      `\ncores busy: ${fixed(idle.busy.machineCores, 2)} of ${idle.busy.cores} idle, ${fixed(narrating.busy.machineCores, 2)} while narrating`,
    );
  });
}
