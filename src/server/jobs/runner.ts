import PgBoss from 'pg-boss';
import type { JobContext, JobDefinition } from './job';

export type JobRunner = {
  /** Queues a job to run now (or as soon as a worker is free). */
  send: (name: string, payload?: object) => Promise<string | null>;
  stop: () => Promise<void>;
};

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
  const boss = new PgBoss(
    options.connectionString
      ? { connectionString: options.connectionString, max: 4 }
      : { db: { executeSql: (text: string, values: unknown[]) => database.sql(text, values) } },
  );
  boss.on('error', (err) => logger.error({ err }, 'job runner error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([item]) => {
        if (!item) return;
        const payload = job.payload.parse(item.data ?? {});
        const started = Date.now();
        await job.handle(payload, context);
        logger.debug({ job: job.name, ms: Date.now() - started }, 'job done');
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
  return {
    send: (name, payload = {}) => boss.send(name, payload),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
