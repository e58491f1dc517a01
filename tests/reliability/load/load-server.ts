import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openPglite, type Database } from '@server/db/connection';
import { openTestDatabase, testDbKind } from '@server/test/database';
import { freePort, serverEnvironment } from '@server/test/server-process';

// The server under load: `node scripts/start.mjs` as `npm start` runs it, on a fresh database of its
// own (a new PostgreSQL database on the PostgreSQL lane, dropped at the end; else PGlite in its
// data directory). Its log is read line by line for what a person would read there (the setup link,
// confirmation links, errors); its resident memory is read from /proc.

const root = path.resolve(import.meta.dirname, '../../..');

type LogLine = { level?: number; msg?: string; to?: string; link?: string };

export type LoadServer = {
  url: string;
  kind: 'postgres' | 'pglite';
  /** The link an email to `to` carried, once the log has it. */
  linkFor: (to: string, timeoutMs?: number) => Promise<string>;
  setupLink: () => Promise<string>;
  /** Lines the server logged at error level or above. */
  errorLines: string[];
  /** Resident memory of the server process (start.mjs's node child), in bytes. */
  rss: () => number;
  /** Stops the server and opens its database for inspection (`cleanup` closes it). */
  stop: () => Promise<Database>;
  cleanup: () => Promise<void>;
};

async function waitFor<T>(
  what: string,
  find: () => T | undefined,
  timeoutMs: number,
  exited: () => boolean,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (exited()) throw new Error(`the server exited before ${what}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function serverPid(startPid: number) {
  const node = fs.realpathSync(process.execPath);
  const children = fs
    .readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const pid = children.filter((child) => {
    try {
      return fs.realpathSync(`/proc/${child}/exe`) === node;
    } catch {
      return false;
    }
  })[0];
  if (!pid) throw new Error('the server process was not found under scripts/start.mjs');
  return pid;
}

export async function startLoadServer(extra: Record<string, string> = {}): Promise<LoadServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-load-'));
  const postgres = testDbKind === 'postgres' ? await openTestDatabase() : undefined;
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnvironment({
      port,
      dataDir,
      databaseUrl: postgres?.url,
      extra: {
        // Hundreds of members sign up and in, and hold connections, from this one address.
        RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
        CONNECTIONS_PER_ADDRESS: '0',
        ...extra,
      },
    }),
  });
  const links = new Map<string, string>();
  let setup: string | undefined;
  let listening = false;
  const errorLines: string[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return; // start.mjs's own build output
    }
    if ((line.level ?? 0) >= 50) errorLines.push(text);
    if (line.msg === 'email written to outbox' && line.to && line.link)
      links.set(line.to, line.link);
    if (line.msg === 'first super admin setup link') setup = line.link;
    if (line.msg?.includes('is listening on port')) listening = true;
  });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  try {
    // A first start may compile the server and build the web app (scripts/start.mjs).
    await waitFor('listening', () => (listening ? true : undefined), 240_000, exited);
  } catch (error) {
    child.kill('SIGTERM');
    await postgres?.close();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  const pid = serverPid(child.pid!);
  let inspected: Database | undefined;
  /** SIGTERM to start.mjs, which passes it on; the server itself is killed if it outlives that. */
  const stopProcess = async () => {
    if (!exited()) {
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    }
    // Still there (its own /proc entry, the same program) only if it ignored the signal.
    const alive = (() => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.js');
      } catch {
        return false;
      }
    })();
    if (alive) process.kill(pid, 'SIGKILL');
  };

  return {
    url: `http://127.0.0.1:${port}`,
    kind: postgres ? 'postgres' : 'pglite',
    linkFor: (to, timeoutMs = 30_000) =>
      waitFor(`email to ${to}`, () => links.get(to), timeoutMs, exited),
    setupLink: () => waitFor('setup link', () => setup, 30_000, exited),
    errorLines,
    rss: () => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: async () => {
      await stopProcess();
      inspected ??= postgres ?? (await openPglite({ dataDir }));
      return inspected;
    },
    cleanup: async () => {
      await stopProcess();
      await (inspected ?? postgres)?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
