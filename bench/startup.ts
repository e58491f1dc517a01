// npm run bench -- startup (decision 021): the compiled server (dist/server/main.js, as npm start
// runs it) started on a new data directory, then restarted on it, a few times each: milliseconds
// from spawn to its "listening" line and to a healthy /api/health, and the phases it logs
// (load = Node loading the code, database = opening PGlite, migrations, journal key check, app,
// jobs, setup). Embedded PGlite, the default of a fresh machine. Medians; goal: restart ≤ 3 s.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 3);

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Start = { listening: number; healthy: number; phases: Record<string, number> };

async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'dist/server/main.js')],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
    },
  );
  let output = '';
  let listening = 0;
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!listening && output.includes('is listening')) listening = performance.now() - started;
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let healthy = 0;
  while (!healthy) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) healthy = performance.now() - started;
    // Polled, not slept on: each failed attempt is a refused connection, answered at once.
    else await new Promise((resolve) => setImmediate(resolve));
  }
  while (!listening) await new Promise((resolve) => child.stdout.once('data', resolve));
  const line = output.split('\n').find((text) => text.includes('is listening')) ?? '{}';
  const { phases = {} } = JSON.parse(line) as { phases?: Record<string, number> };
  child.kill('SIGTERM');
  await exited;
  return { listening, healthy, phases };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

function row(label: string, starts: Start[]) {
  const phases = Object.keys(starts[0]?.phases ?? {})
    .map((name) => `${name} ${median(starts.map((s) => s.phases[name] ?? 0))}`)
    .join(', ');
  const listening = median(starts.map((s) => s.listening));
  const healthy = median(starts.map((s) => s.healthy));
  console.log(
    `${label.padEnd(22)} listening ${String(Math.round(listening)).padStart(5)} ms  healthy ${String(Math.round(healthy)).padStart(5)} ms  (${phases})`,
  );
  return healthy;
}

export async function startupBench() {
  const build = spawnSync(process.execPath, ['scripts/server-build.mjs'], { cwd: root });
  if (build.status !== 0) throw new Error('the server did not compile');
  const fresh: Start[] = [];
  const restarts: Start[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
    try {
      fresh.push(await startOnce(dataDir));
      restarts.push(await startOnce(dataDir));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`median of ${runs}, PGlite, load average ${os.loadavg()[0]!.toFixed(1)}`);
  row('new data directory', fresh);
  const restart = row('restart (existing)', restarts);
  console.log(`restart ≤ 3,000 ms: ${restart <= 3000 ? 'yes' : 'no'}`);
}
