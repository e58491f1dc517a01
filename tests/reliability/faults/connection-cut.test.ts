import { eq } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError as errorShape } from '@contracts/errors';
import { systemSettings } from '@server/db/schema/system';
import { heartbeatJob, heartbeatKey } from '@server/jobs/heartbeat';
import { startJobRunner, type JobRunner } from '@server/jobs/runner';
import { createPostgresBus } from '@server/realtime/postgres-bus';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { openStream, type SseStream } from '@server/test/sse-client';
import { reportFigures } from '../support/figures';
import { bySize } from '../support/scale';
import { cutConnections, pollUntil } from '../support/faults-database';

// The database connection cut under a running app: every backend of the app's database is
// terminated, again and again, for a moment. Only on PostgreSQL: PGlite runs inside the process,
// so it has no connection to cut (its failure is the process dying, which kill-9.test.ts covers).
const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const cutMs = bySize(1_500, 10_000);
const recoveryGoalMs = 5_000;

let t: TestContext;
let member: TestUser;
let runner: JobRunner;

describe.runIf(onPostgres)('the database connection cut under a running app', () => {
  beforeAll(async () => {
    t = await createTestContext();
    member = await t.createUser();
    runner = await startJobRunner(
      [heartbeatJob],
      {
        database: t.database,
        logger: pino({ level: 'silent' }),
        bus: t.bus,
        text: t.text,
        voice: t.voice,
        media: t.media,
      },
      { connectionString: t.database.url, pollingIntervalSeconds: 0.5 },
    );
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('answers 503 in the one error shape while it is gone, and recovers within 5 s: requests, the bus and jobs', async () => {
    const stream: SseStream = await openStream(t, member.cookie);
    expect((await stream.next()).event).toBe('ready');

    // Members keep asking while the backends are terminated.
    const answers: { status: number; body: unknown; ms: number }[] = [];
    let cutting = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (cutting) {
        const started = performance.now();
        const response = await t.request('/api/journal', { cookie: member.cookie });
        answers.push({
          status: response.status,
          body: await response.json(),
          ms: performance.now() - started,
        });
      }
    });
    const terminated = await cutConnections(t.database.url!, cutMs);
    cutting = false;
    await Promise.all(readers);
    const cutEnded = performance.now();

    // Recovery: the first request that succeeds after the cut.
    await pollUntil(
      async () =>
        (await t.request('/api/journal', { cookie: member.cookie })).status === 200 || undefined,
      recoveryGoalMs + 5_000,
    );
    const recoveryMs = Math.round(performance.now() - cutEnded);

    // Another instance (its own pool) raises an event after the cut: it reaches this instance's
    // open stream only if the bus listens again.
    const otherPool = new pg.Pool({ connectionString: t.database.url, max: 2 });
    const other = await createPostgresBus(otherPool, pino({ level: 'silent' }));
    const event = {
      type: 'content.changed' as const,
      data: {
        id: 'after-the-cut',
        op: 'update' as const,
        title: 'After the cut',
        is_published: true,
      },
    };
    let heard: Awaited<ReturnType<SseStream['next']>> | undefined;
    try {
      heard = await pollUntil(async () => {
        await other.publish(event);
        return stream.next(250).catch(() => undefined);
      }, recoveryGoalMs);
    } finally {
      await other.close();
      await otherPool.end();
    }
    const busMs = Math.round(performance.now() - cutEnded);

    // A job queued after the cut still runs.
    const [before] = await t.db
      .select()
      .from(systemSettings)
      .where(eq(systemSettings.key, heartbeatKey));
    await runner.send(heartbeatJob.name);
    await pollUntil(async () => {
      const [row] = await t.db
        .select()
        .from(systemSettings)
        .where(eq(systemSettings.key, heartbeatKey));
      return row && row.updatedAt.getTime() !== before?.updatedAt.getTime() ? row : undefined;
    }, 15_000);
    await stream.close();

    const failed = answers.filter((answer) => answer.status !== 200);
    reportFigures('faults', [
      { name: 'connection cut: backends terminated', value: terminated },
      { name: 'connection cut: requests during it', value: answers.length },
      { name: 'connection cut: answered 503', value: failed.length },
      {
        name: 'connection cut: answered 500 or other',
        value: failed.filter((answer) => answer.status !== 503).length,
        goal: '0',
      },
      {
        name: 'connection cut: slowest answer (ms)',
        value: Math.round(Math.max(...answers.map((answer) => answer.ms))),
      },
      { name: 'connection cut: recovery (ms)', value: recoveryMs, goal: '≤ 5000' },
      { name: 'connection cut: bus hears another instance (ms)', value: busMs, goal: '≤ 5000' },
    ]);

    expect(terminated).toBeGreaterThan(0);
    // The cut was felt, and every failure was a clean 503 in the one error shape, never a hang.
    expect(failed.length).toBeGreaterThan(0);
    for (const answer of failed) {
      expect(answer.status).toBe(503);
      expect(errorShape.parse(answer.body).error.code).toBe('unavailable');
    }
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(recoveryGoalMs);
    expect(recoveryMs).toBeLessThanOrEqual(recoveryGoalMs);
    expect(heard).toEqual({ event: 'content.changed', data: event.data });
    expect(busMs).toBeLessThanOrEqual(recoveryGoalMs);
  });
});
