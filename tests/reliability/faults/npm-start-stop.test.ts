import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, serverEnvironment } from '@server/test/server-process';
import { pollUntil } from '../support/faults-database';

// `npm start` as an operator runs it and stops it: `kill <pid of npm>` (SIGTERM), `kill -INT`, and
// Ctrl-C in a terminal (SIGINT to the whole process group). Every process it started must exit,
// and the embedded database's DATA_DIR must be free for the next `npm start` at once.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-npm-start-'));
let port: number;
/** Every process a test started, ended with SIGKILL at the end if one outlived its test. */
const startedPids = new Set<number>();

beforeAll(async () => {
  // A migrated database (migrating a new one is not what this test is about).
  fs.cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  port = await freePort();
});
afterAll(() => {
  for (const pid of startedPids) if (isRunning(pid)) kill9(pid);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every process below `pid`, from /proc (npm, the shell it may use, start.mjs, the server). */
function descendants(pid: number): number[] {
  let children: number[];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Running (an exited process nobody reaped yet, a zombie, does not count). */
function isRunning(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function kill9(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** `npm start` in its own process group, as a terminal starts a command; resolves once listening. */
async function npmStart() {
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: serverEnvironment({ port, dataDir, publicUrl: false }),
  });
  startedPids.add(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('is listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  const processes = [child.pid!, ...descendants(child.pid!)];
  for (const pid of processes) startedPids.add(pid);
  return { child, processes, exited, output: () => output };
}

const ways = [
  { name: 'kill (SIGTERM to npm)', stop: (pid: number) => process.kill(pid, 'SIGTERM') },
  { name: 'kill -INT (SIGINT to npm)', stop: (pid: number) => process.kill(pid, 'SIGINT') },
  { name: 'Ctrl-C (SIGINT to the group)', stop: (pid: number) => process.kill(-pid, 'SIGINT') },
  {
    // `npm start | tee server.log` and Ctrl-C: tee dies too, and the log has nowhere to go.
    name: 'Ctrl-C with the output piped to a reader that dies with it',
    closeOutput: true,
    stop: (pid: number) => process.kill(-pid, 'SIGINT'),
  },
];

describe('stopping npm start', () => {
  it.each(ways)(
    '$name stops every process and frees DATA_DIR',
    async (way) => {
      const first = await npmStart();
      // npm, start.mjs and the server at least.
      expect(first.processes.length).toBeGreaterThanOrEqual(3);
      if ('closeOutput' in way) {
        first.child.stdout!.destroy();
        first.child.stderr!.destroy();
      }
      way.stop(first.child.pid!);
      await first.exited;
      const left = await pollUntil(
        async () => {
          const running = first.processes.filter(isRunning);
          return running.length === 0 ? running : undefined;
        },
        20_000,
        50,
      ).catch(() => first.processes.filter(isRunning));
      expect(left, `still running after npm exited:\n${first.output()}`).toEqual([]);
      if (!('closeOutput' in way)) expect(first.output()).toContain('"msg":"stopped"');

      // The next start opens the same data directory straight away.
      const second = await npmStart();
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      process.kill(-second.child.pid!, 'SIGTERM');
      await second.exited;
    },
    120_000,
  );

  it('prints the setup link as a plain line, at the address the server is bound to', async () => {
    const server = await npmStart();
    // HOST=127.0.0.1 and no PUBLIC_URL: the link is the one address that opens.
    const line = server
      .output()
      .split('\n')
      .find((text) => text.startsWith('First start: create the super admin account at '));
    expect(line).toMatch(
      new RegExp(
        `^First start: create the super admin account at http://127\\.0\\.0\\.1:${port}/admin/setup\\?token=[\\w-]+$`,
      ),
    );
    expect(server.output()).toContain(
      `Psalmlight is listening on port ${port}: open http://127.0.0.1:${port}`,
    );

    // Without SMTP, an email's link is printed plainly too, at that same address.
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({
        email: 'miriam@example.test',
        password: 'song by the sea',
        firstName: 'Miriam',
        lastName: 'Prophetess',
      }),
    });
    expect(signUp.status).toBe(200);
    const emailLine = await pollUntil(
      async () =>
        server
          .output()
          .split('\n')
          .find((text) => text.startsWith('Email to miriam@example.test ')),
      10_000,
    );
    expect(emailLine).toMatch(new RegExp(`: http://127\\.0\\.0\\.1:${port}/\\S+$`));
    process.kill(-server.child.pid!, 'SIGTERM');
    await server.exited;
  }, 120_000);
});
