import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postPage } from '@contracts/community';
import { testDbKind } from '@server/test/database';
import { createTestContext, type TestContext } from '@server/test/harness';
import { freePort } from '@server/test/server-process';
import { reportFigures } from '../support/figures';
import { bySize } from '../support/scale';
import {
  buildCompiledServer,
  call,
  killServerProcesses,
  signUpMember,
  startServerProcess,
  type ServerProcess,
} from '../support/faults-server';

// kill -9 of the real server process while members' writes are being acknowledged, then a restart
// on the same data: PGlite in the same DATA_DIR (whose lock the dead process still names), and the
// same PostgreSQL database (a fresh one from the test context). A write counts as acknowledged when
// its 2xx answer arrived; every one of them must be there after the restart.
const kills = bySize(1, 3);
const writesBeforeKill = bySize(20, 150);
// A member posts at most postsPerMinute (10) times a minute, 429 past it: the full run's 150 writes
// a round are spread over enough writers to land within a minute instead of waiting on that limit.
const writers = bySize(4, 30);

// On the PostgreSQL lane both databases are tried; PGlite alone otherwise.
const kinds = testDbKind === 'postgres' ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
type Kind = (typeof kinds)[number];

let t: TestContext | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-kill9-'));
let port: number;

beforeAll(async () => {
  buildCompiledServer();
  // On PostgreSQL the context only provides a fresh migrated database for the server processes.
  if (testDbKind === 'postgres') t = await createTestContext();
  // PGlite's data directory is a copy of the migrated template: migrating a new one takes the server most of
  // a minute on a busy machine, and is not what this test is about.
  fs.cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  port = await freePort();
});
afterAll(async () => {
  killServerProcesses();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function starter(kind: Kind) {
  const databaseUrl = kind === 'postgres' ? t!.database.url : undefined;
  return () => startServerProcess({ port, dataDir, databaseUrl });
}

/** Every post a member can read, page by page (newest first). */
async function allPostIds(server: ServerProcess, cookie: string) {
  const ids = new Set<string>();
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await call(server, `/api/community/posts?limit=100${query}`, { cookie });
    expect(response.status).toBe(200);
    const page = postPage.parse(await response.json());
    for (const post of [...page.pinned, ...page.items]) ids.add(post.id);
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/**
 * Members post concurrently until `count` posts were acknowledged, then the server is killed with
 * writes still in flight. Returns the acknowledged ids and how many requests the kill cut off.
 */
async function writeThenKill(server: ServerProcess, cookies: string[], count: number) {
  const acknowledged: string[] = [];
  let cutOff = 0;
  let sequence = 0;
  let killing: Promise<void> | undefined;
  const writer = async (cookie: string) => {
    for (;;) {
      const n = sequence++;
      try {
        const response = await call(server, '/api/community/posts', {
          cookie,
          json: { title: `Kept through the storm ${n}`, content: `Acknowledged write ${n}` },
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { id: string }).id);
        else if (response.status !== 429) throw new Error(`post answered ${response.status}`);
      } catch (error) {
        if (!killing) throw error;
        cutOff++;
        return;
      }
      if (acknowledged.length >= count) killing ??= server.kill9();
    }
  };
  await Promise.all(cookies.map(writer));
  await killing;
  return { acknowledged, cutOff };
}

describe.each(kinds)('kill -9 during acknowledged writes (%s)', (kind) => {
  it('restarts on the same data with every acknowledged write', async () => {
    const start = starter(kind);
    let server = start();
    await server.ready;
    const members = await Promise.all(
      Array.from({ length: writers }, (_, i) => signUpMember(server, `writer${i}`)),
    );
    const cookies = members.map((member) => member.cookie);
    const acknowledged: string[] = [];
    let cutOff = 0;
    const restartMs: number[] = [];
    for (let round = 0; round < kills; round++) {
      const result = await writeThenKill(server, cookies, writesBeforeKill);
      acknowledged.push(...result.acknowledged);
      cutOff += result.cutOff;
      // The dead process's lock is still in DATA_DIR; the restart must take it over.
      const started = performance.now();
      server = start();
      await server.ready;
      restartMs.push(Math.round(performance.now() - started));
    }

    // Sessions live in the database, so the members are still signed in after the restarts.
    const present = await allPostIds(server, cookies[0]!);
    const lost = acknowledged.filter((id) => !present.has(id));
    const health = await call(server, '/api/health');
    await server.stop();

    reportFigures('faults', [
      { name: `kill -9 (${kind}): kills`, value: kills },
      { name: `kill -9 (${kind}): writes acknowledged`, value: acknowledged.length },
      { name: `kill -9 (${kind}): writes cut off by the kill`, value: cutOff },
      {
        name: `kill -9 (${kind}): acknowledged writes lost`,
        value: lost.length,
        goal: '0',
      },
      {
        name: `kill -9 (${kind}): restart to listening (ms, max)`,
        value: Math.max(...restartMs),
      },
    ]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(kills * writesBeforeKill);
    expect(lost).toEqual([]);
    expect(health.status).toBe(200);
    expect(server.output()).not.toContain('is in use by another process');
  });
});
