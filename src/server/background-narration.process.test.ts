import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backgroundNice } from './lib/lower-thread-priority.mjs';
import { alive, childProcesses, threadNices } from './test/os-tasks';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process';

// The real server process on a fresh embedded database, narrating its starter library with the
// real offline voices (decision 075): the synthesis runs in a process of its own, every thread of
// it below the server's priority; a SIGTERM in the middle of a narration ends the server at once,
// the engine with it, and the next start narrates the item that was stopped.

const servers: ServerProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-narration-'));
afterAll(() => {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const server = startServerProcess({
    port,
    dataDir,
    extra: { STARTER_LIBRARY: 'true', LOG_LEVEL: 'debug' },
  });
  servers.push(server);
  return server;
}

/** The processes `parent` started that run one of the voice engines' scripts. */
const voiceEngines = (parent: number) =>
  childProcesses(parent)
    .filter(({ command }) => /-worker\.mjs/.test(command))
    .map(({ pid }) => pid);

const narrating = (server: ServerProcess) =>
  server
    .lines()
    .filter((line) => line.msg === 'narrating a starter library item')
    .map((line) => line.id);

describe.runIf(process.platform === 'linux')('the starter library narrating', () => {
  it('reads below the server, stops at once on SIGTERM, and goes on at the next start', async () => {
    const port = await freePort();
    const server = startServer(port);
    await server.said('narrating a starter library item');
    // The engine starts with the narration's first text: it is reading it now.
    await expect.poll(() => voiceEngines(server.child.pid!), { timeout: 30_000 }).toHaveLength(1);
    const [engine] = voiceEngines(server.child.pid!);
    // Seen the moment it is forked, the engine may not have lowered itself yet: within moments
    // every one of its threads is below the server.
    await expect
      .poll(() => Math.min(...threadNices(engine!)), { timeout: 2_000 })
      .toBeGreaterThanOrEqual(backgroundNice);
    expect(Math.max(...threadNices(server.child.pid!))).toBeLessThan(backgroundNice);

    const stopAsked = performance.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(performance.now() - stopAsked).toBeLessThan(2_000);
    expect(alive(engine!)).toBe(false);
    const paused = server
      .lines()
      .find((line) => line.msg === 'starter library narration paused until the next start');
    expect(paused?.id).toBe(narrating(server).at(-1));

    // The same data directory: the item stopped is read first, and to its end (the next begins).
    const again = startServer(port);
    await expect.poll(() => narrating(again).length, { timeout: 90_000 }).toBeGreaterThan(1);
    expect(narrating(again)[0]).toBe(paused?.id);
    expect(again.output()).not.toContain('could not be narrated');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);
});
