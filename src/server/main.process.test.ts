import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';
import { freePort, serverEnvironment } from './test/server-process';

// The real server process, started as `npm start` starts it (without the web build).
let t: TestContext;
let dataDir: string;
let port: number;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestContext();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-main-'));
  port = await freePort();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function environment() {
  return serverEnvironment({ port, dataDir, databaseUrl: t.database.url });
}

const tsx = ['--import', 'tsx'];

function startServer() {
  const child = spawn(process.execPath, [...tsx, 'src/server/main.ts'], { env: environment() });
  children.push(child);
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is listening')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, ready, output: () => output };
}

function runProcess(args: string[]) {
  return spawnSync(process.execPath, [...tsx, ...args], {
    env: environment(),
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the server process', () => {
  it('serves health, refuses a second process on its DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const first = startServer();
    await first.ready;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect((await health.json()).database).toBe(
      t.database.kind === 'postgres' ? 'postgres' : 'pglite',
    );
    if (t.database.kind === 'pglite')
      expect(first.output()).toContain('first super admin setup link');
    // The log says which address to open.
    expect(first.output()).toContain(
      `Psalmlight is listening on port ${port}: open http://127.0.0.1:${port}`,
    );

    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({
        email: 'deborah@example.test',
        password: 'judge of israel',
        firstName: 'Deborah',
        lastName: 'Judge',
      }),
    });
    expect(signUp.status).toBe(200);

    const second = runProcess(['src/server/main.ts']);
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('is in use by another process');

    const exited = new Promise<number | null>((resolve) =>
      first.child.on('exit', (code) => resolve(code)),
    );
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');
  }, 90_000);

  it('grants and revokes staff roles from the command line', () => {
    const unknown = runProcess([
      'src/server/cli/admin.ts',
      'grant',
      'nobody@example.test',
      'admin',
    ]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(
      'User not found. Make sure they have signed up to the system first.',
    );

    const granted = runProcess([
      'src/server/cli/admin.ts',
      'grant',
      'deborah@example.test',
      'super_admin',
    ]);
    // It says which database it opened (on stderr; stdout is the answer), and nothing else.
    expect(granted.stderr.trim()).toEqual(
      t.database.kind === 'pglite'
        ? `Data directory: ${dataDir} (embedded database; DATA_DIR).`
        : expect.stringMatching(/^Database: PostgreSQL \S+ on \S+ \(DATABASE_URL\)\.$/),
    );
    expect(granted.stdout).toBe('deborah@example.test is now super_admin.\n');
    expect(granted.status).toBe(0);
    const listed = runProcess(['src/server/cli/admin.ts', 'list']);
    expect(listed.stdout).toContain('super_admin\tdeborah@example.test');

    const badRole = runProcess([
      'src/server/cli/admin.ts',
      'grant',
      'deborah@example.test',
      'pope',
    ]);
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toContain('Unknown role "pope"');
  }, 90_000);

  it('stops at start-up with one clear line when a variable is wrong', () => {
    const result = spawnSync(process.execPath, [...tsx, 'src/server/main.ts'], {
      env: { ...environment(), PORT: 'seventy' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT /),
    ]);
  });
});
