import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testPassword, type TestContext } from '@server/test/harness';
import { freePort } from '@server/test/server-process';
import { readStream, type SseStream } from '@server/test/sse-client';
import { maxStreamsPerSession } from '@server/realtime/stream-slots';
import { reportFigures } from '../support/figures';
import { pollUntil } from '../support/faults-database';
import {
  buildCompiledServer,
  killServerProcesses,
  signUpMember,
  startServerProcess,
  type ServerProcess,
} from '../support/faults-server';

// The limits hold across instances (decision 058): two real server processes on one PostgreSQL,
// every other request sent to the other one, and each limit still lets through exactly what one
// instance would, then answers 429. PostgreSQL only: the embedded database is one process's.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const authLimit = 6;
const writeLimit = 8;

let t: TestContext;
const dataDirs: string[] = [];
let instances: ServerProcess[] = [];
const opened: SseStream[] = [];

async function startInstance() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-limits-'));
  dataDirs.push(dataDir);
  const server = startServerProcess({
    port: await freePort(),
    dataDir,
    databaseUrl: t.database.url,
    extra: {
      AUTH_SECRET: 'shared-limits-share-this-secret-0123456789',
      RATE_LIMIT_AUTH_PER_MINUTE: String(authLimit),
      RATE_LIMIT_WRITES_PER_MINUTE: String(writeLimit),
      // One trusted proxy: each check speaks from an address of its own (X-Forwarded-For).
      TRUSTED_PROXY_HOPS: '1',
    },
  });
  await server.ready;
  return server;
}

/** The i-th request's instance: A, B, A, B… */
const nth = (i: number) => instances[i % instances.length]!;

function send(
  server: ServerProcess,
  route: string,
  init: { address: string; cookie?: string; json?: unknown; method?: string },
) {
  const headers: Record<string, string> = {
    origin: server.baseUrl,
    'x-forwarded-for': init.address,
  };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}${route}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** Statuses of `count` requests made one after another, alternating between the instances. */
async function alternate(
  count: number,
  request: (server: ServerProcess, i: number) => Promise<Response>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request(nth(i), i);
    await response.body?.cancel();
    statuses.push(response.status);
  }
  return statuses;
}

describe.runIf(onPostgres)('limits across two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    buildCompiledServer();
    t = await createTestContext();
    instances = await Promise.all([startInstance(), startInstance()]);
  });
  afterAll(async () => {
    await Promise.all(opened.map((stream) => stream.close()));
    killServerProcesses();
    await t?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    reportFigures('faults: limits across instances', [
      { name: 'instances', value: instances.length },
      { name: 'auth limit (per address, a minute)', value: authLimit },
      { name: 'write limit (per member and family, a minute)', value: writeLimit },
    ]);
  });

  it('counts sign-in attempts from one address across both instances', async () => {
    const statuses = await alternate(authLimit + 2, (server, i) =>
      send(server, '/api/auth/sign-in/email', {
        address: '203.0.113.10',
        json: { email: `nobody-${i}@example.com`, password: 'not the password' },
      }),
    );
    expect(statuses).toEqual([
      ...Array<number>(authLimit).fill(401),
      ...Array<number>(2).fill(429),
    ]);
  });

  it('pauses an account after ten wrong passwords, wherever they were tried', async () => {
    const member = await signUpMember(instances[0]!, 'guarded');
    // Each attempt from an address of its own: only the account's count can refuse them.
    const statuses = await alternate(11, (server, i) =>
      send(server, '/api/auth/sign-in/email', {
        address: `203.0.113.${100 + i}`,
        json: { email: member.email, password: 'not the password' },
      }),
    );
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Paused on both, even for the right password.
    for (const server of instances) {
      const right = await send(server, '/api/auth/sign-in/email', {
        address: '203.0.113.200',
        json: { email: member.email, password: testPassword },
      });
      expect(right.status).toBe(429);
    }
  });

  it("counts a member's writes across both instances", async () => {
    const member = await signUpMember(instances[1]!, 'writer');
    const statuses = await alternate(writeLimit + 2, (server, i) =>
      send(server, '/api/profile', {
        method: 'PATCH',
        address: '203.0.113.20',
        cookie: member.cookie,
        json: { fullName: `Writer ${i}` },
      }),
    );
    expect(statuses).toEqual([
      ...Array<number>(writeLimit).fill(200),
      ...Array<number>(2).fill(429),
    ]);
  });

  it("caps one session's live streams across both instances, and a closed one frees its slot", async () => {
    const member = await signUpMember(instances[0]!, 'listener');
    for (let i = 0; i < maxStreamsPerSession; i++) {
      const response = await send(nth(i), '/api/realtime', {
        address: '203.0.113.30',
        cookie: member.cookie,
      });
      expect(response.status).toBe(200);
      const stream = readStream(response);
      opened.push(stream);
      expect((await stream.next()).event).toBe('ready');
    }
    for (const server of instances) {
      const refused = await send(server, '/api/realtime', {
        address: '203.0.113.30',
        cookie: member.cookie,
      });
      expect(refused.status).toBe(429);
      await refused.body?.cancel();
    }
    // Closed on A; B may open one again once A has given the slot back.
    await opened.shift()!.close();
    const reopened = await pollUntil(async () => {
      const response = await send(instances[1]!, '/api/realtime', {
        address: '203.0.113.30',
        cookie: member.cookie,
      });
      if (response.status === 200) return response;
      await response.body?.cancel();
      return undefined;
    }, 5_000);
    const stream = readStream(reopened);
    opened.push(stream);
    expect((await stream.next()).event).toBe('ready');
  });
});
