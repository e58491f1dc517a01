import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AutomationContentType } from '@contracts/enums';
import { automationDrafts, automationLogs } from '@server/db/schema/automation';
import { content } from '@server/db/schema/content';
import { expectPremiumRequired, setAccessSettings } from '@server/test/access-settings';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { jobContextOf } from '@server/test/held-drafts';
import { runDueGenerations } from '../automation';

// The Access tab's premium_content_types bind what AI Auto writes (docs/decisions/067): its items
// carry the type they were written as (content.content_type), so a free member gets a
// premium-only meditation by no route: not by id, not whole in a list or a search, not its audio
// (the item's, a workflow step's, continue listening), not as a download.

let t: TestContext;
let admin: TestUser;
let premium: TestUser;
let moderator: TestUser;
let meditation: Published;
let prayer: Published;

type Published = { id: string; body: string; audioUrl: string | null };

const get = (path: string, user?: TestUser) => t.request(path, { cookie: user?.cookie });
const post = (path: string, user: TestUser, json: unknown = {}) =>
  t.request(path, { cookie: user.cookie, json });

/** AI Auto's scheduled run of a type, published at once (the default review mode). */
async function publishByAiAuto(
  contentType: AutomationContentType,
  day: string,
  isAudioEnabled: boolean,
): Promise<Published> {
  const saved = await t.request(`/api/admin/automation/settings/${contentType}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { isAutomated: true, generationTime: '06:00', isAudioEnabled, reviewMode: 'publish' },
  });
  expect(saved.status).toBe(200);
  await runDueGenerations(jobContextOf(t), new Date(`${day}T06:00:00Z`));
  const [log] = await t.db
    .select({ contentId: automationLogs.contentId })
    .from(automationLogs)
    .where(eq(automationLogs.contentType, contentType));
  const [row] = await t.db
    .select({ id: content.id, body: content.body, audioUrl: content.audioUrl })
    .from(content)
    .where(eq(content.id, log!.contentId!));
  expect(row!.body!.length).toBeGreaterThan(300);
  return { ...row!, body: row!.body! };
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
  moderator = await t.createUser({ role: 'moderator' });
  premium = await t.createUser({ premium: true });
  meditation = await publishByAiAuto('daily_meditation', '2040-03-01', true);
  prayer = await publishByAiAuto('daily_prayer', '2040-03-02', false);
  expect(meditation.audioUrl).not.toBeNull();
});
afterAll(() => t.close());
const freeRules = {
  daily_content_limit: '10',
  // Audio on for free members: only the type may keep the meditation's audio from them.
  audio_enabled_free: 'true',
  text_enabled_free: 'true',
  premium_content_types: '["daily_meditation","scripture_reflection"]',
};
beforeEach(() => setAccessSettings(t, admin, freeRules));

describe('an AI Auto item of a premium-only type', () => {
  it('carries the type it was written as', async () => {
    const rows = await t.db
      .select({ id: content.id, contentType: content.contentType })
      .from(content)
      .where(eq(content.id, meditation.id));
    expect(rows).toEqual([{ id: meditation.id, contentType: 'daily_meditation' }]);
  });

  it('answers a free member premium_required by id, and premium members and staff whole', async () => {
    const member = await t.createUser();
    await expectPremiumRequired(await get(`/api/content/${meditation.id}`, member));
    for (const user of [premium, moderator]) {
      const opened = await get(`/api/content/${meditation.id}`, user);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toMatchObject({
        body: meditation.body,
        audioUrl: meditation.audioUrl,
        contentType: 'daily_meditation',
      });
    }
  });

  it('is listed and found without its words or audio for a free member', async () => {
    const member = await t.createUser();
    // A search finds words of the body; the library lists it too.
    const word = meditation.body.split(/\s+/).find((w) => /^[A-Za-z]{6,}$/.test(w))!;
    for (const path of ['/api/content?limit=50', `/api/content?q=${word}&limit=50`]) {
      const response = await get(path, member);
      expect(response.status).toBe(200);
      const text = await response.clone().text();
      expect(text).not.toContain(meditation.body);
      const { items } = await response.json();
      const item = items.find((entry: { id: string }) => entry.id === meditation.id);
      expect(item, path).toMatchObject({ audioUrl: null, contentType: 'daily_meditation' });
      expect(item.body).toBeUndefined();
    }
    const paid = await (await get('/api/content?limit=50', premium)).json();
    const listed = paid.items.find((entry: { id: string }) => entry.id === meditation.id);
    expect(listed.audioUrl).toBe(meditation.audioUrl);
  });

  it('keeps its audio from a free member: narration, a workflow step, continue listening', async () => {
    const member = await t.createUser();
    await expectPremiumRequired(await post(`/api/psalms/${meditation.id}/audio`, member));
    const workflow = await post('/api/admin/workflows', admin, {
      title: 'Quiet morning',
      contentItems: [meditation.id, prayer.id],
    });
    expect(workflow.status).toBe(201);
    const workflowId = (await workflow.json()).id;
    const session = (await (await post(`/api/workflows/${workflowId}/sessions`, member)).json()).id;
    const detail = await (await get(`/api/workflow-sessions/${session}`, member)).json();
    expect(detail.steps[0]).toMatchObject({ id: meditation.id, audioUrl: null });
    await expectPremiumRequired(
      await post(`/api/workflow-sessions/${session}/steps/${meditation.id}/narration`, member),
    );
    const saved = await t.request(`/api/listening/${meditation.id}`, {
      method: 'PUT',
      cookie: member.cookie,
      json: { positionMs: 30_000, durationMs: 300_000 },
    });
    expect(saved.status).toBe(200);
    const listening = await (await get('/api/listening', member)).json();
    expect(listening.items).toEqual([
      expect.objectContaining({ contentId: meditation.id, audioUrl: null }),
    ]);
    // A premium member's session plays it.
    const paid = (await (await post(`/api/workflows/${workflowId}/sessions`, premium)).json()).id;
    const step = await post(
      `/api/workflow-sessions/${paid}/steps/${meditation.id}/narration`,
      premium,
    );
    expect(step.status).toBe(200);
    expect((await step.json()).audioUrl).toBe(meditation.audioUrl);
  });

  it('is no free download; a premium member downloads it', async () => {
    const member = await t.createUser();
    await expectPremiumRequired(await get(`/api/downloads/content/${meditation.id}`, member));
    const download = await get(`/api/downloads/content/${meditation.id}`, premium);
    expect(download.status).toBe(200);
    expect((await download.json()).items).toEqual([
      expect.objectContaining({ contentId: meditation.id, audioUrl: meditation.audioUrl }),
    ]);
  });

  it('opens for a free member once its type is no longer premium-only', async () => {
    await setAccessSettings(t, admin, { premium_content_types: '["scripture_reflection"]' });
    const member = await t.createUser();
    const opened = await get(`/api/content/${meditation.id}`, member);
    expect(opened.status).toBe(200);
    expect((await opened.json()).body).toBe(meditation.body);
  });
});

describe('an AI Auto item of a free type', () => {
  it('opens whole for a free member', async () => {
    const member = await t.createUser();
    const opened = await get(`/api/content/${prayer.id}`, member);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ body: prayer.body, contentType: 'daily_prayer' });
  });
});

describe("the migration's backfill (drizzle/0015_content_type.sql)", () => {
  it('types daily psalms, and what AI Auto wrote by its drafts and run logs', async () => {
    const insert = async (values: Partial<typeof content.$inferInsert>) => {
      const [row] = await t.db
        .insert(content)
        .values({ title: 'Before the column', ...values })
        .returning({ id: content.id });
      return row!.id;
    };
    const psalm = await insert({ isDailyPsalm: true, psalmDate: '2001-01-01' });
    const drafted = await insert({});
    const logged = await insert({});
    const workflow = await insert({});
    const untyped = await insert({});
    await t.db.insert(automationDrafts).values({
      contentType: 'scripture_reflection',
      contentId: drafted,
      forDate: '2001-01-01',
      status: 'published',
      publishAt: new Date('2001-01-01T12:00:00Z'),
    });
    await t.db.insert(automationLogs).values([
      { contentType: 'journal_prompt', contentId: logged, status: 'completed' },
      { contentType: 'weekly_workflow', contentId: workflow, status: 'completed' },
    ]);
    const migration = await readFile('drizzle/0015_content_type.sql', 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .filter((part) => part.startsWith('UPDATE'));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await t.database.sql(statement);
    const typeOf = async (id: string) =>
      (
        await t.db
          .select({ contentType: content.contentType })
          .from(content)
          .where(eq(content.id, id))
      )[0]!.contentType;
    expect(await typeOf(psalm)).toBe('daily_psalm');
    expect(await typeOf(drafted)).toBe('scripture_reflection');
    expect(await typeOf(logged)).toBe('journal_prompt');
    expect(await typeOf(workflow)).toBeNull();
    expect(await typeOf(untyped)).toBeNull();
    // Already typed rows keep their type.
    expect(await typeOf(meditation.id)).toBe('daily_meditation');
  });
});
