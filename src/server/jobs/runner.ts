import PgBoss from 'pg-boss';
import { isPgError, pgCodes } from '../lib/pg-error';
import type { JobContext, JobDefinition } from './job';

export type JobRunner = {
  /** Queues a job to run now (or as soon as a worker is free). */
  send: (name: string, payload?: object) => Promise<string | null>;
  stop: () => Promise<void>;
};

/**
 * Instances starting together on one database create the same queues at once, and PostgreSQL can
 * pick one of them as a deadlock's victim (seen with two instances on a new database): that one
 * tries again after a short, random pause instead of failing to start.
 */
async function retryDeadlock<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !isPgError(error, pgCodes.deadlockDetected)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * pg-boss in-process. On PostgreSQL it connects with its own pool and keeps each cron run to one
 * instance; on PGlite it runs its SQL through the embedded connection.
 */
export async function startJobRunner(
  jobs: JobDefinition[],
  context: JobContext,
  options: { connectionString?: string; pollingIntervalSeconds?: number } = {},
): Promise<JobRunner> {
  const { database, logger } = context;
  const stopping = new AbortController();
  const jobContext: JobContext = { ...context, signal: stopping.signal };
  const boss = new PgBoss(
    options.connectionString
      ? { connectionString: options.connectionString, max: 4 }
      : { db: { executeSql: (text: string, values: unknown[]) => database.sql(text, values) } },
  );
  boss.on('error', (err) => logger.error({ err }, 'job runner error'));
  await boss.start();
  for (const job of jobs) {
    await retryDeadlock(() => boss.createQueue(job.name));
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([item]) => {
        if (!item) return;
        const payload = job.payload.parse(item.data ?? {});
        const started = Date.now();
        await job.handle(payload, jobContext);
        logger.debug({ job: job.name, ms: Date.now() - started }, 'job done');
      },
    );
    if (job.cron) await retryDeadlock(() => boss.schedule(job.name, job.cron!, {}, { tz: 'UTC' }));
  }
  return {
    send: (name, payload = {}) => boss.send(name, payload),
    // Work in progress is told to stop first; what ignores it still has 10 s to end.
    stop: () => {
      stopping.abort();
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
