import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueGenerations } from './jobs';
import type { JobContext } from '@server/jobs/job';
import { openPostgres } from '@server/db/connection';
import { createOpenAiText } from '@server/providers/text/openai-text';
import { startFakeOpenAi } from '@server/test/fake-openai';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { claimDailyRun } from './daily-claim';

let t: TestContext;
let admin: TestUser;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const jobContext = (ctx: TestContext, overrides: Partial<JobContext> = {}): JobContext => ({
  database: ctx.database,
  logger,
  bus: ctx.bus,
  text: ctx.text,
  voice: ctx.voice,
  media: ctx.media,
  ...overrides,
});

const patch = (type: string, json: unknown) =>
  t.request(`/api/admin/automation/settings/${type}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json,
  });

describe('AI Auto settings', () => {
  it('lists the six content types and saves a change with validation', async () => {
    const list = await (
      await t.request('/api/admin/automation/settings', { cookie: admin.cookie })
    ).json();
    expect(list.items.map((s: { contentType: string }) => s.contentType)).toEqual([
      'daily_meditation',
      'daily_prayer',
      'daily_psalm',
      'journal_prompt',
      'scripture_reflection',
      'weekly_workflow',
    ]);
    const saved = await patch('daily_psalm', {
      isAutomated: true,
      generationTime: '05:30',
      isAudioEnabled: false,
      voicePreference: 'nova',
      aiPromptTemplate: 'Hope at dawn',
    });
    expect(await saved.json()).toMatchObject({
      contentType: 'daily_psalm',
      isAutomated: true,
      generationTime: '05:30',
      voicePreference: 'nova',
      aiPromptTemplate: 'Hope at dawn',
    });
    const bad = await patch('daily_psalm', { generationTime: '25:00', voicePreference: 'darth' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toMatchObject({
      generationTime: 'Use a time like 06:00',
    });
    expect((await patch('hourly_psalm', { isAutomated: true })).status).toBe(400);
  });

  it('test-runs the generator now, saving a draft for the review queue and logging the run', async () => {
    const response = await t.request('/api/admin/automation/test-run', {
      cookie: admin.cookie,
      json: { contentType: 'daily_prayer' },
    });
    expect(response.status).toBe(200);
    const { contentId } = await response.json();
    const row = (
      await t.database.sql('select is_published, title from content where id = $1', [contentId])
    ).rows[0];
    expect(row).toMatchObject({ is_published: false });
    const queue = await (
      await t.request('/api/admin/automation/drafts', { cookie: admin.cookie })
    ).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({ contentId, testRun: true, title: row!.title }),
    );
    const logs = await (
      await t.request('/api/admin/automation/logs', { cookie: admin.cookie })
    ).json();
    expect(logs.items[0]).toMatchObject({
      contentType: 'daily_prayer',
      status: 'completed',
      testRun: true,
      contentId,
      executionTimeMs: expect.any(Number),
    });
  });
});

describe('scheduled generation', () => {
  it('publishes one daily psalm for the day when its time has come, and not again', async () => {
    await patch('daily_psalm', {
      isAutomated: true,
      generationTime: '06:00',
      isAudioEnabled: true,
    });
    await runDueGenerations(jobContext(t), new Date('2030-01-01T05:59:00Z'));
    expect(
      (
        await t.database.sql(
          `select count(*)::int as n from content where psalm_date = '2030-01-01'`,
        )
      ).rows[0],
    ).toEqual({ n: 0 });
    await runDueGenerations(jobContext(t), new Date('2030-01-01T06:00:00Z'));
    await runDueGenerations(jobContext(t), new Date('2030-01-01T06:01:00Z'));
    const rows = (
      await t.database.sql(
        `select is_published, audio_generated, audio_url from content where psalm_date = '2030-01-01' and is_daily_psalm`,
      )
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      is_published: true,
      audio_generated: true,
      audio_url: expect.stringMatching(/\.mp3$/),
    });
    const logs = (
      await t.database.sql(
        `select status, test_run from automation_logs where content_type = 'daily_psalm' and not test_run`,
      )
    ).rows;
    expect(logs).toEqual([{ status: 'completed', test_run: false }]);
  }, 60_000);

  it('logs a failed generation with its reason, saves nothing, and retries later up to three times', async () => {
    const fake = await startFakeOpenAi();
    fake.state.mode = 'error';
    const failing = createOpenAiText({
      kind: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: 'k',
      timeoutMs: 1000,
      model: 'm',
    });
    try {
      await patch('daily_psalm', {
        isAutomated: true,
        generationTime: '06:00',
        isAudioEnabled: false,
      });
      const context = jobContext(t, { text: failing });
      await runDueGenerations(context, new Date('2031-01-01T06:00:00Z'));
      const failed = (
        await t.database.sql(
          `select status, error_message from automation_logs where status = 'failed' order by created_at desc limit 1`,
        )
      ).rows[0];
      expect(failed).toMatchObject({
        status: 'failed',
        error_message: expect.stringContaining('Text generation failed'),
      });
      expect(
        (
          await t.database.sql(
            `select count(*)::int as n from content where psalm_date = '2031-01-01'`,
          )
        ).rows[0],
      ).toEqual({ n: 0 });
      // Not retried at once; retried after the pause, and then it works.
      expect(
        await claimDailyRun(t.db, 'daily_psalm', '2031-01-01', new Date('2031-01-01T06:01:00Z')),
      ).toBe(false);
      fake.state.mode = 'ok';
      await runDueGenerations(context, new Date('2031-01-01T06:06:00Z'));
      expect(
        (
          await t.database.sql(
            `select count(*)::int as n from content where psalm_date = '2031-01-01'`,
          )
        ).rows[0],
      ).toEqual({ n: 1 });
    } finally {
      await fake.close();
    }
  }, 60_000);

  it("skips the scheduled psalm when staff already published that day's psalm, without failures", async () => {
    await patch('daily_psalm', {
      isAutomated: true,
      generationTime: '06:00',
      isAudioEnabled: false,
    });
    const saved = await t.request('/api/admin/psalms', {
      cookie: admin.cookie,
      json: {
        title: 'Written by hand',
        generatedPsalm: 'The Lord is near.',
        prompt: 'p',
        theme: 'praise',
        date: '2033-03-03',
        narrate: false,
      },
    });
    expect(saved.status).toBe(201);
    const logsBefore = (await t.database.sql(`select count(*)::int as n from automation_logs`))
      .rows[0];
    await runDueGenerations(jobContext(t), new Date('2033-03-03T06:00:00Z'));
    await runDueGenerations(jobContext(t), new Date('2033-03-03T06:30:00Z'));
    const rows = (
      await t.database.sql(
        `select title from content where psalm_date = '2033-03-03' and is_daily_psalm`,
      )
    ).rows;
    expect(rows).toEqual([{ title: 'Written by hand' }]);
    expect(
      (await t.database.sql(`select count(*)::int as n from automation_logs`)).rows[0],
    ).toEqual(logsBefore);
  }, 60_000);

  it('makes exactly one psalm a day when two server instances run the schedule at once', async () => {
    await patch('daily_psalm', {
      isAutomated: true,
      generationTime: '06:00',
      isAudioEnabled: false,
    });
    const instant = new Date('2032-02-02T06:00:00Z');
    if (t.database.kind === 'postgres') {
      // A second instance: its own connection pool to the same database.
      const second = await openPostgres(t.database.url!);
      try {
        await Promise.all([
          runDueGenerations(jobContext(t), instant),
          runDueGenerations(jobContext(t, { database: second }), instant),
          runDueGenerations(jobContext(t, { database: second }), instant),
        ]);
      } finally {
        await second.close();
      }
    } else {
      await Promise.all([
        runDueGenerations(jobContext(t), instant),
        runDueGenerations(jobContext(t), instant),
      ]);
    }
    const rows = (
      await t.database.sql(
        `select count(*)::int as n from content where psalm_date = '2032-02-02' and is_daily_psalm`,
      )
    ).rows;
    expect(rows[0]).toEqual({ n: 1 });
  }, 60_000);
});
