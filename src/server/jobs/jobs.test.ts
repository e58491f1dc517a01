import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@server/job-registry';
import { answerBody, createTestContext, type TestContext } from '../test/harness';
import { heartbeatJob } from './heartbeat';
import { startJobRunner, type JobRunner } from './runner';

// pg-boss started in-process (on PGlite through the embedded connection, on PostgreSQL with its
// own pool), proven by its one real job: the heartbeat that /api/health reports.

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A logger that keeps what the runner logs at warn or above, so a failing job cannot hide. */
function recordingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, destination), lines };
}

const health = () => answerBody(t.api().health.$get());

describe('jobs', () => {
  it('registers the heartbeat job with a schedule', () => {
    expect(jobs).toContain(heartbeatJob);
    expect(heartbeatJob.cron).toBe('* * * * *');
  });

  it('runs a heartbeat sent to the runner, which /api/health then reports', async () => {
    expect((await health()).jobsHeartbeat).toBeNull();
    const { logger, lines } = recordingLogger();
    const before = Date.now();
    let runner: JobRunner | undefined;
    try {
      runner = await startJobRunner(
        [heartbeatJob],
        { database: t.database, logger, bus: t.bus, text: t.text, voice: t.voice, media: t.media },
        {
          pollingIntervalSeconds: 0.5,
          connectionString: t.database.kind === 'postgres' ? t.database.url : undefined,
        },
      );
      const id = await runner.send('heartbeat');
      expect(id).toEqual(expect.any(String));
      await expect
        .poll(async () => (await health()).jobsHeartbeat, { timeout: 20_000, interval: 250 })
        .not.toBeNull();
    } finally {
      await runner?.stop();
    }
    const at = Date.parse((await health()).jobsHeartbeat!);
    expect(at).toBeGreaterThanOrEqual(before - 1_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(lines).toEqual([]);
  });
});
