import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process';

// The real server process on a fresh embedded database, narrating its starter library with a
// voice engine that fails (test/faulty-voice-preload.mjs swaps the engines for one that
// exits, or never answers): members keep being served, every way the process ends is said in its
// log, and a stop in the middle of a narration is quick and carries on at the next start.

const children: ChildProcess[] = [];
const dataDirs: string[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const preload = path.join(import.meta.dirname, 'test/faulty-voice-preload.mjs');

function startServer(port: number, dataDir: string, fault: string) {
  const server = startServerProcess({
    port,
    dataDir,
    imports: [preload],
    extra: { STARTER_LIBRARY: 'true', FAULTY_VOICE: fault, LOG_LEVEL: 'debug' },
  });
  children.push(server.child);
  return server;
}

async function fresh(fault: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-faults-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const server = startServer(port, dataDir, fault);
  await server.said('is listening');
  return { server, port, dataDir };
}

const healthy = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;

const lastLine = (server: ServerProcess) => server.lines().at(-1);

describe('the server process when its voice engine fails', () => {
  it('goes on serving members through an engine that exits, a stray rejection, and logs why it ends', async () => {
    const { server, port } = await fresh('exit');
    await server.said('a starter library item could not be narrated');
    expect(server.output()).toContain('exited with code 7');
    expect(await healthy(port)).toBe(true);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({
        email: 'hannah@example.test',
        password: 'a quiet prayer',
        firstName: 'Hannah',
        lastName: 'Prayer',
      }),
    });
    expect(signUp.status).toBe(200);

    server.child.kill('SIGUSR2');
    await server.said('nothing handled it; the server goes on');
    expect(await healthy(port)).toBe(true);

    // An uncaught exception stops it as SIGTERM would, and says so to the last line.
    server.child.kill('SIGWINCH');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('uncaught exception: the server stops');
    expect(server.output()).toContain('"msg":"stopped"');
    expect(lastLine(server)).toMatchObject({
      msg: 'exited',
      code: 1,
      cause: 'uncaught exception: a stray exception',
    });
  });

  it('stops within seconds in the middle of a narration, which the next start takes up again', async () => {
    const { server, port, dataDir } = await fresh('hang');
    await server.said('narrating a starter library item');
    const narrating = server
      .lines()
      .find((line) => line.msg === 'narrating a starter library item');
    const stopAsked = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(performance.now() - stopAsked).toBeLessThan(4_000);
    expect(server.output()).toContain('starter library narration paused until the next start');
    expect(lastLine(server)).toMatchObject({ msg: 'exited', code: 0, cause: 'SIGTERM' });

    // The same data directory, straight away: the item paused is the first one read.
    const again = startServer(port, dataDir, 'none');
    await again.said('narrating a starter library item');
    const resumed = again.lines().find((line) => line.msg === 'narrating a starter library item');
    expect(resumed?.id).toBe(narrating?.id);
    again.child.kill('SIGHUP');
    expect(await again.exited).toBe(0);
    expect(lastLine(again)).toMatchObject({ msg: 'exited', code: 0, cause: 'SIGHUP' });
  });
});
