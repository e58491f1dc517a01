import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import {
  decideDraft,
  holdForReview,
  jobContextOf,
  reviewQueue,
  tickAndFindDraft,
} from '@server/test/held-drafts';
import { runDueGenerations } from './jobs';

// A test run's result is a draft of the review queue (decision 053's amendment): staff approve it
// (it publishes at once), edit it or reject it, beside the schedule's held draft of the same day.

let t: TestContext;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser({ premium: true });
});
afterAll(() => t.close());

const queue = () => reviewQueue(t, admin);

const testRun = async (contentType: string) => {
  const response = await t.request('/api/admin/automation/test-run', {
    cookie: admin.cookie,
    json: { contentType },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { contentId: string }).contentId;
};

const act = (id: string, action: 'approve' | 'reject' | 'regenerate', json: unknown = {}) =>
  decideDraft(t, admin, id, action, json);

const memberOpens = async (contentId: string) =>
  (await t.request(`/api/content/${contentId}`, { cookie: member.cookie })).status;

const today = () => new Date().toISOString().slice(0, 10);

describe('a test run', () => {
  it('lands in the review queue beside the schedule’s held draft of today, which it leaves alone', async () => {
    await holdForReview(t, admin, 'daily_prayer', {
      generationTime: '00:00',
      publishTime: '23:59',
    });
    const scheduled = await tickAndFindDraft(t, 'daily_prayer', new Date(`${today()}T00:00:00Z`));
    const contentId = await testRun('daily_prayer');
    const drafts = await queue();
    const tested = drafts.find((draft) => draft.contentId === contentId);
    expect(tested).toMatchObject({
      contentType: 'daily_prayer',
      status: 'held',
      testRun: true,
      createdBy: { email: admin.email },
    });
    expect(tested!.title).not.toContain('(test run)');
    expect(drafts.find((draft) => draft.id === scheduled.id)).toMatchObject({
      status: 'held',
      testRun: false,
    });

    // A second test run the same day is a draft of its own too.
    const second = await testRun('daily_prayer');
    expect((await queue()).map((draft) => draft.contentId)).toEqual(
      expect.arrayContaining([scheduled.content_id, contentId, second]),
    );

    // The minute tick neither publishes nor skips a test run's draft: staff decide it.
    await runDueGenerations(jobContextOf(t), new Date());
    expect((await queue()).find((draft) => draft.contentId === contentId)).toMatchObject({
      status: 'held',
    });

    // Approved, it publishes at once and members open it; the schedule's draft still waits.
    expect(await memberOpens(contentId)).toBe(404);
    const approved = await act(tested!.id, 'approve');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'published', testRun: true });
    expect(await memberOpens(contentId)).toBe(200);
    expect((await queue()).find((draft) => draft.id === scheduled.id)).toMatchObject({
      status: 'held',
    });
  }, 60_000);

  it('does not count as the schedule’s draft: a held daily psalm is still written for today', async () => {
    await holdForReview(t, admin, 'daily_psalm', { generationTime: '00:00', publishTime: '23:59' });
    const contentId = await testRun('daily_psalm');
    const scheduled = await tickAndFindDraft(t, 'daily_psalm', new Date(`${today()}T00:00:00Z`));
    expect(scheduled.content_id).not.toBe(contentId);
  }, 60_000);

  it('of the daily psalm is a draft too: edited then approved, or rejected and deleted', async () => {
    const first = await testRun('daily_psalm');
    const second = await testRun('daily_psalm');
    const drafts = await queue();
    const [edited, rejected] = [first, second].map((id) =>
      drafts.find((draft) => draft.contentId === id)!,
    );
    expect(edited).toMatchObject({ contentType: 'daily_psalm', status: 'held', testRun: true });
    const saved = await act(edited!.id, 'approve', {
      title: 'Psalm of the test',
      text: 'The Lord is my shepherd.',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ status: 'published', title: 'Psalm of the test' });
    expect(await memberOpens(first)).toBe(200);

    // The day has its psalm now: approving the other is refused, and changes nothing of it.
    const refused = await act(rejected!.id, 'approve', { title: 'A second psalm today' });
    expect(refused.status).toBe(409);
    expect((await queue()).find((draft) => draft.id === rejected!.id)).toMatchObject({
      status: 'held',
      title: rejected!.title,
    });

    expect((await act(rejected!.id, 'reject')).status).toBe(200);
    expect(
      (await t.database.sql('select id from content where id = $1', [second])).rows,
    ).toHaveLength(0);
  }, 60_000);

  it('leaves the queue when staff publish its item from the Content tab, which a reject then keeps', async () => {
    const contentId = await testRun('daily_meditation');
    const draft = (await queue()).find((item) => item.contentId === contentId)!;
    const published = await t.request(`/api/admin/content/${contentId}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { isPublished: true },
    });
    expect(published.status).toBe(200);
    expect((await queue()).map((item) => item.id)).not.toContain(draft.id);
    expect((await act(draft.id, 'reject')).status).toBe(409);
    expect(await memberOpens(contentId)).toBe(200);
  }, 60_000);
});
