import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutomationContentType } from '@contracts/enums';
import { createOpenAiText } from '@server/providers/text/openai-text';
import { startFakeOpenAi } from '@server/test/fake-openai';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { holdForReview, jobContextOf, newHeldDraft, reviewQueue } from '@server/test/held-drafts';
import { runDueGenerations } from './jobs';

// The type's prompt template reaches the writer on every path that writes (a scheduled run, a
// held run, a test run, a regeneration), and a regeneration writes a different text.

const wedding = 'Write for a couple on their wedding day.';

async function staffOf(t: TestContext) {
  return t.createUser({ role: 'admin' });
}

const patch = (t: TestContext, staff: TestUser, type: AutomationContentType, json: object) =>
  t.request(`/api/admin/automation/settings/${type}`, {
    method: 'PATCH',
    cookie: staff.cookie,
    json,
  });

const testRun = async (t: TestContext, staff: TestUser, json: object) => {
  const response = await t.request('/api/admin/automation/test-run', {
    cookie: staff.cookie,
    json,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { contentId: string }).contentId;
};

const regenerate = (t: TestContext, staff: TestUser, id: string) =>
  answerBody(
    t.api(staff.cookie).admin.automation.drafts[':id'].regenerate.$post({ param: { id } }),
  );

const draftOf = async (t: TestContext, staff: TestUser, contentId: string) =>
  (await reviewQueue(t, staff)).find((item) => item.contentId === contentId)!;

const titleOf = async (t: TestContext, contentId: string) =>
  (await t.database.sql('select title from content where id = $1', [contentId])).rows[0]
    ?.title as string;

/** The title of the item the schedule published of a type (none before its run). */
const publishedTitle = async (t: TestContext, type: AutomationContentType) =>
  (
    await t.database.sql(
      'select title from content where content_type = $1 and is_published and created_by is null',
      [type],
    )
  ).rows[0]?.title as string;

describe('with the offline composer', () => {
  let t: TestContext;
  let staff: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
    staff = await staffOf(t);
  });
  afterAll(() => t.close());

  it('a scheduled run writes for the occasion the template names', async () => {
    const plain = await testRun(t, staff, { contentType: 'daily_prayer' });
    expect(await titleOf(t, plain)).not.toMatch(/wedding/i);
    const saved = await patch(t, staff, 'daily_prayer', {
      isAutomated: true,
      generationTime: '06:00',
      aiPromptTemplate: wedding,
    });
    expect(saved.status).toBe(200);
    await runDueGenerations(jobContextOf(t), new Date('2052-01-01T06:00:00Z'));
    expect(await publishedTitle(t, 'daily_prayer')).toMatch(/wedding/i);
  }, 60_000);

  it('so does a scheduled daily psalm', async () => {
    await patch(t, staff, 'daily_psalm', {
      isAutomated: true,
      generationTime: '06:00',
      aiPromptTemplate: wedding,
    });
    await runDueGenerations(jobContextOf(t), new Date('2052-01-02T06:00:00Z'));
    const { rows } = await t.database.sql(
      `select title, psalm_prompt from content where is_daily_psalm and psalm_date = '2052-01-02'`,
    );
    expect(rows).toEqual([{ title: expect.stringMatching(/wedding/i), psalm_prompt: wedding }]);
  }, 60_000);

  it('a held run, a test run and a regeneration write for it too', async () => {
    await holdForReview(t, staff, 'daily_meditation', { aiPromptTemplate: wedding });
    const held = await newHeldDraft(t, staff, 'daily_meditation');
    expect(await titleOf(t, held.content_id)).toMatch(/wedding/i);
    const tested = await testRun(t, staff, { contentType: 'daily_meditation' });
    expect(await titleOf(t, tested)).toMatch(/wedding/i);
    const fresh = await regenerate(t, staff, held.id);
    expect(fresh.title).toMatch(/wedding/i);
  }, 60_000);

  it('a test run may try the template the card shows before it is saved', async () => {
    await patch(t, staff, 'journal_prompt', { aiPromptTemplate: '' });
    const tried = await testRun(t, staff, {
      contentType: 'journal_prompt',
      aiPromptTemplate: wedding,
    });
    expect(await titleOf(t, tried)).toMatch(/wedding/i);
    const tooLong = await t.request('/api/admin/automation/test-run', {
      cookie: staff.cookie,
      json: { contentType: 'journal_prompt', aiPromptTemplate: 'x'.repeat(4001) },
    });
    expect(tooLong.status).toBe(400);
    expect(Object.keys((await tooLong.json()).error.fields)).toEqual(['aiPromptTemplate']);
  }, 60_000);

  it('regenerating twice writes two texts, each unlike the one before', async () => {
    for (const type of ['daily_prayer', 'daily_psalm'] as const) {
      const held = await newHeldDraft(t, staff, type);
      const original = await draftOf(t, staff, held.content_id);
      const first = await regenerate(t, staff, held.id);
      const second = await regenerate(t, staff, first.id);
      expect(new Set([original.text, first.text, second.text]).size).toBe(3);
    }
  }, 60_000);
});

describe('with an OpenAI-compatible provider', () => {
  let t: TestContext;
  let staff: TestUser;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestContext({
      text: createOpenAiText({
        kind: 'openai',
        baseUrl: fake.baseUrl,
        apiKey: 'k',
        timeoutMs: 5000,
        model: 'm',
      }),
    });
    staff = await staffOf(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const asked = () =>
    fake.state.requests
      .filter((request) => request.path.endsWith('/chat/completions'))
      .map((request) => JSON.stringify(request.body.messages));

  it('asks with the template on every path, and a regeneration for a new version', async () => {
    await holdForReview(t, staff, 'scripture_reflection', { aiPromptTemplate: wedding });
    const held = await newHeldDraft(t, staff, 'scripture_reflection');
    await testRun(t, staff, { contentType: 'scripture_reflection' });
    await regenerate(t, staff, held.id);
    await patch(t, staff, 'scripture_reflection', { reviewMode: 'publish' });
    await runDueGenerations(jobContextOf(t), new Date('2053-01-01T06:00:00Z'));
    const bodies = asked();
    expect(bodies).toHaveLength(4);
    for (const body of bodies) expect(body).toContain(wedding);
    // Only the regeneration names the text it replaces, to be written afresh.
    const title = 'Psalm of the Morning Light';
    expect(bodies.filter((body) => body.includes(`different from the earlier one titled`))).toEqual(
      [expect.stringContaining(title)],
    );
  }, 60_000);
});
