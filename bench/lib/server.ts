// The server as `npm start` runs it: scripts/start.mjs itself (which builds the web app if stale and
// spawns the server entry, whatever that is), with request logging on (LOG_LEVEL info) written to a
// log file, as a service manager would keep it. The bench never imports the app in-process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');

/** Shared by every instance of one run (several instances must agree on them). */
export const benchSecrets = {
  authSecret: randomBytes(32).toString('hex'),
  journalKey: randomBytes(32).toString('base64'),
};

export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type RunningServer = {
  url: string;
  origin: string;
  logFile: string;
  /** Resident memory of the server process (start.mjs's child), in bytes. */
  rss: () => number;
  /** CPU time the server process has used so far (user and system), in seconds. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
};

/** Polls a file until a line matches (the server's pino log): start-up can include a web build. */
async function waitForLine(file: string, pattern: RegExp, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (pattern.test(text)) return;
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${text}`);
    await delay(100);
  }
  throw new Error(`server did not log ${pattern} within ${timeoutMs} ms (see ${file})`);
}

function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** utime + stime of a process, in seconds (fields 14 and 15 of /proc/<pid>/stat, in clock ticks). */
function cpuOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

function rssOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

export async function startServer(options: {
  databaseUrl: string;
  name?: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${options.name ?? 'server'}-`));
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      AUTH_SECRET: benchSecrets.authSecret,
      JOURNAL_ENCRYPTION_KEY: benchSecrets.journalKey,
      LOG_LEVEL: 'info',
      // The bench signs in hundreds of members from one address.
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      // The bench writes its own data; narrating the starter library in the background would take
      // the CPU every figure measures.
      STARTER_LIBRARY: 'false',
      ...options.env,
    },
  });
  fs.closeSync(log);
  await waitForLine(logFile, /Psalmlight is listening on port/, child, 300_000);
  const origin = `http://127.0.0.1:${port}`;
  /** start.mjs may keep other children (an esbuild service): the server is its node child. */
  const serverPid = () => {
    const node = fs.realpathSync(process.execPath);
    const server = childPids(child.pid!)
      .filter((pid) => {
        try {
          return fs.realpathSync(`/proc/${pid}/exe`) === node;
        } catch {
          return false;
        }
      })
      .at(-1);
    if (!server) throw new Error('the server process was not found under scripts/start.mjs');
    return server;
  };
  return {
    url: origin,
    origin,
    logFile,
    rss: () => rssOf(serverPid()),
    cpuSeconds: () => cpuOf(serverPid()),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
