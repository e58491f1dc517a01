import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestContext,
  testPassword,
  type TestContext,
} from '@server/test/harness';
import { freePort } from '@server/test/server-process';
import { readStream } from '@server/test/sse-client';
import { reportFigures } from '../support/figures';
import { pollUntil } from '../support/faults-database';
import {
  buildCompiledServer,
  call,
  killServerProcesses,
  signUpMember,
  startServerProcess,
  type ServerProcess,
} from '../support/faults-server';

// Two real server processes on one PostgreSQL database, each with its own DATA_DIR and the same
// secrets, and no sticky sessions: every request may land on either. PostgreSQL only: the
// embedded database is one process's (decision 004), so there is no second instance to run.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
// The cron jobs that run every minute (content-release runs hourly, psalm-cleanup at 02:00).
const everyMinute = ['heartbeat', 'automation-tick', 'notifications-tick'];

let t: TestContext;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

async function startInstance() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-instance-'));
  dataDirs.push(dataDir);
  const server = startServerProcess({
    port: await freePort(),
    dataDir,
    databaseUrl: t.database.url,
    extra: {
      AUTH_SECRET: 'two-instances-share-this-secret-0123456789',
      JOURNAL_ENCRYPTION_KEY: sharedJournalKey,
      // "job done" is logged at debug: each instance's runs are counted from its log.
      LOG_LEVEL: 'debug',
    },
  });
  await server.ready;
  return server;
}
const sharedJournalKey = randomBytes(32).toString('base64');

/** Jobs of the minute crons each instance ran, by queue, from its log. */
function runsIn(server: ServerProcess) {
  return server
    .logLines()
    .filter((line) => line.msg === 'job done' && everyMinute.includes(String(line.job)));
}

describe.runIf(onPostgres)('two instances on one PostgreSQL, no sticky sessions', () => {
  beforeAll(async () => {
    buildCompiledServer();
    t = await createTestContext();
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  });
  afterAll(async () => {
    killServerProcesses();
    await t?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shares sign-in, realtime events and global sign-out, and runs each scheduled job once', async () => {
    // pg-boss looks at the schedules every 30 s, on whichever instance claims the look first (its
    // first look, at start-up, came before the schedules existed on this new database). Forgetting
    // when the last look was makes the next one, on either instance, send this minute's jobs.
    await t.database.sql('update pgboss.version set cron_on = null');

    // Signed up and signed in on A: signed in on B too.
    const member = await signUpMember(a, 'traveller');
    const meOnB = await call(b, '/api/me', { cookie: member.cookie });
    expect(meOnB.status).toBe(200);
    expect(((await meOnB.json()) as { user: { email: string } }).user.email).toBe(member.email);

    // A second session of the member's, served by B, with its event stream open there.
    const signIn = await call(b, '/api/auth/sign-in/email', {
      json: { email: member.email, password: testPassword },
    });
    expect(signIn.status).toBe(200);
    const phone = cookieFrom(signIn);
    expect((await call(b, '/api/me', { cookie: phone })).status).toBe(200);
    const stream = readStream(await call(b, '/api/realtime', { cookie: phone }));
    expect((await stream.next()).event).toBe('ready');

    // An event raised on A reaches B's client: another member's post (an author is not told of
    // their own).
    const neighbour = await signUpMember(a, 'neighbour');
    const posted = await call(a, '/api/community/posts', {
      cookie: neighbour.cookie,
      json: { title: 'Raised on A', content: 'Heard on B' },
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };
    const raisedAt = performance.now();
    expect(await stream.next()).toMatchObject({ event: 'community.post_created', data: { id } });
    const eventMs = Math.round(performance.now() - raisedAt);

    // Global sign-out on A ends the session B serves at once (decision 023: within the NOTIFY's
    // delivery, checked every 5 ms for at most 250 ms), and its open stream with it.
    const revoked = await call(a, '/api/auth/revoke-sessions', { cookie: member.cookie, json: {} });
    expect(revoked.status).toBe(200);
    const revokedAt = performance.now();
    await pollUntil(
      async () => ((await call(b, '/api/me', { cookie: phone })).status === 401 ? true : undefined),
      250,
      5,
    );
    const signOutMs = Math.round(performance.now() - revokedAt);
    await expect(stream.next()).rejects.toThrow('the stream ended');

    // The minute crons: each tick's job runs once across both instances.
    const runs = await pollUntil(
      async () => {
        const all = [...runsIn(a), ...runsIn(b)];
        return everyMinute.every((name) => all.some((line) => line.job === name)) ? all : undefined;
      },
      45_000,
      250,
    );
    const jobs = await t.database.sql(
      `select name, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as completed
         from pgboss.job where name = any($1) group by name`,
      [everyMinute],
    );
    const ticks = await t.database.sql(
      `select singleton_key as name, count(distinct singleton_on)::int as ticks
         from pgboss.job where name = '__pgboss__send-it' and singleton_key = any($1)
         group by singleton_key`,
      [everyMinute],
    );
    // Counted again now that the database is read: a run logged after the first look counts too.
    const ran = [...runsIn(a), ...runsIn(b)];
    const perQueue = everyMinute.map((name) => ({
      name,
      ticks: Number(ticks.rows.find((row) => row.name === name)?.ticks ?? 0),
      jobs: Number(jobs.rows.find((row) => row.name === name)?.jobs ?? 0),
      completed: Number(jobs.rows.find((row) => row.name === name)?.completed ?? 0),
      runs: ran.filter((line) => line.job === name).length,
    }));

    reportFigures('faults', [
      { name: 'two instances: event A → client on B (ms)', value: eventMs },
      {
        name: 'two instances: global sign-out on A → 401 on B (ms)',
        value: signOutMs,
        goal: '≤ 250',
      },
      {
        name: 'two instances: jobs run per scheduled tick',
        value: perQueue.map((q) => `${q.name} ${q.runs}/${q.ticks}`).join(', '),
        goal: '1 each',
      },
      {
        name: 'two instances: runs on A / on B',
        value: `${runsIn(a).length} / ${runsIn(b).length}`,
      },
    ]);
    expect(runs.length).toBeGreaterThanOrEqual(everyMinute.length);
    for (const queue of perQueue) {
      expect(queue.ticks, queue.name).toBeGreaterThanOrEqual(1);
      // One job per tick, and each run by exactly one of the two instances.
      expect(queue.jobs, queue.name).toBe(queue.ticks);
      expect(queue.runs, queue.name).toBeLessThanOrEqual(queue.jobs);
      expect(queue.runs, queue.name).toBeGreaterThanOrEqual(queue.completed);
    }
  });
});
