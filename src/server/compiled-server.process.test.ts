import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';
import { freePort, serverEnvironment } from './test/server-process';

// The compiled server (decision 021): built by scripts/server-build.mjs into dist/server and run by
// plain node, as `npm start` runs it, with the files it reads beside its code found from there.
const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'dist/server');
let t: TestContext;
let dataDir: string;
let port: number;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestContext();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-compiled-'));
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

function startCompiled() {
  // Started from another folder: nothing may depend on the working directory to find its files.
  const child = spawn(process.execPath, [path.join(bundle, 'main.js')], {
    env: environment(),
    cwd: os.tmpdir(),
  });
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

describe('the compiled server', () => {
  it('builds into dist/server and serves /api/health on a migrated database as plain JavaScript', async () => {
    const build = spawnSync(process.execPath, ['scripts/server-build.mjs'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    const main = fs.readFileSync(path.join(bundle, 'main.js'), 'utf8');
    // No TypeScript path alias is left to resolve at run time, and the only module that names a
    // file relative to its own location is paths.ts (the others would point into dist/).
    expect(main).not.toMatch(/from ["']@(server|contracts)\//);
    expect(main.match(/import\.meta\.url/g)).toHaveLength(1);

    const server = startCompiled();
    await server.ready;
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      database: t.database.kind === 'postgres' ? 'postgres' : 'pglite',
    });
    // The start-up phases are in the log, so a slow start says where its time went.
    expect(server.output()).toMatch(/"phases":\{"load":\d+,"database":\d+,"migrations":\d+/);

    const exited = new Promise<number | null>((resolve) =>
      server.child.on('exit', (code) => resolve(code)),
    );
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);

    // The command-line tool is compiled beside it and opens the same database.
    const listed = spawnSync(process.execPath, [path.join(bundle, 'admin.js'), 'list'], {
      env: environment(),
      cwd: os.tmpdir(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(listed.stderr).toContain(
      t.database.kind === 'pglite' ? `Data directory: ${dataDir}` : 'Database: PostgreSQL',
    );
    expect(listed.status).toBe(0);
  }, 120_000);
});
