import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/enums';
import { runDueGenerations } from './jobs';
import type { JobContext } from '@server/jobs/job';
import { createOpenAiText } from '@server/providers/text/openai-text';
import { startFakeOpenAi } from '@server/test/fake-openai';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { psalmLanguages } from './psalm-languages';

// The scheduled daily psalm is written in every language a member uses, English always
// (docs/decisions/031).

let t: TestContext;
let admin: TestUser;
const logger = pino({ level: 'silent' });

const jobContext = (overrides: Partial<JobContext> = {}): JobContext => ({
  database: t.database,
  logger,
  bus: t.bus,
  text: t.text,
  voice: t.voice,
  media: t.media,
  ...overrides,
});

async function member(language: Language) {
  const user = await t.createUser();
  const saved = await t.request('/api/profile', {
    method: 'PATCH',
    cookie: user.cookie,
    json: { language },
  });
  expect(saved.status).toBe(200);
}

const psalmsOn = async (date: string) =>
  (
    await t.database.sql(
      `select language, title, generated_psalm, is_published from content
       where is_daily_psalm and psalm_date = $1 order by language`,
      [date],
    )
  ).rows as { language: string; title: string; generated_psalm: string; is_published: boolean }[];

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  const saved = await t.request('/api/admin/automation/settings/daily_psalm', {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { isAutomated: true, generationTime: '06:00', isAudioEnabled: false },
  });
  expect(saved.status).toBe(200);
});
afterAll(() => t.close());

describe('scheduled psalms in every language in use', () => {
  it('writes English only while every member reads English', async () => {
    expect(await psalmLanguages(t.db)).toEqual(['en']);
    await runDueGenerations(jobContext(), new Date('2030-04-01T06:00:00Z'));
    expect((await psalmsOn('2030-04-01')).map((row) => row.language)).toEqual(['en']);
  }, 60_000);

  it('writes one psalm per language members use, each in its language, and no more on the next tick', async () => {
    await member('pt');
    expect(await psalmLanguages(t.db)).toEqual(['en', 'pt']);
    await runDueGenerations(jobContext(), new Date('2030-04-02T06:00:00Z'));
    await runDueGenerations(jobContext(), new Date('2030-04-02T06:01:00Z'));
    const rows = await psalmsOn('2030-04-02');
    expect(rows.map((row) => [row.language, row.is_published])).toEqual([
      ['en', true],
      ['pt', true],
    ]);
    expect(rows[0]!.generated_psalm).toContain('Composed offline from the World English Bible');
    expect(rows[1]!.generated_psalm).toContain('Composto offline');
    const logs = (
      await t.database.sql(
        `select count(*)::int as n from automation_logs
         where content_type = 'daily_psalm' and action = 'generate' and status = 'completed'`,
      )
    ).rows[0];
    // One run log per psalm: 2030-04-01's English one, then these two.
    expect(logs).toEqual({ n: 3 });
  }, 60_000);

  it('writes only the languages staff have not published by hand that day', async () => {
    await member('es');
    const saved = await t.request('/api/admin/psalms', {
      cookie: admin.cookie,
      json: {
        title: 'Written by hand',
        generatedPsalm: 'The Lord is near.',
        prompt: 'p',
        theme: 'praise',
        date: '2030-04-03',
        narrate: false,
      },
    });
    expect(saved.status).toBe(201);
    await runDueGenerations(jobContext(), new Date('2030-04-03T06:00:00Z'));
    const rows = await psalmsOn('2030-04-03');
    expect(rows.map((row) => [row.language, row.title === 'Written by hand'])).toEqual([
      ['en', true],
      ['es', false],
      ['pt', false],
    ]);
    expect(rows.find((row) => row.language === 'es')!.generated_psalm).toContain(
      'Reina-Valera 1909',
    );
  }, 60_000);

  it('asks the text provider for each psalm in its language', async () => {
    const fake = await startFakeOpenAi();
    try {
      const text = createOpenAiText({
        kind: 'openai',
        baseUrl: fake.baseUrl,
        apiKey: 'k',
        timeoutMs: 5000,
        model: 'm',
      });
      await runDueGenerations(jobContext({ text }), new Date('2030-04-04T06:00:00Z'));
      const asked = fake.state.requests
        .filter((request) => request.path.endsWith('/chat/completions'))
        .map((request) => JSON.stringify(request.body.messages));
      expect(asked).toHaveLength(3);
      expect(asked.filter((body) => body.includes('Write in Brazilian Portuguese'))).toHaveLength(
        1,
      );
      expect(asked.filter((body) => body.includes('Write in Latin American Spanish'))).toHaveLength(
        1,
      );
      expect((await psalmsOn('2030-04-04')).map((row) => row.language)).toEqual(['en', 'es', 'pt']);
    } finally {
      await fake.close();
    }
  }, 60_000);
});
