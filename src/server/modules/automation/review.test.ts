import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@contracts/realtime';
import { forViewer } from '@server/realtime/routes';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import {
  holdForReview,
  jobContextOf,
  newHeldDraft,
  tickAndFindDraft,
} from '@server/test/held-drafts';
import { runDueGenerations } from './jobs';

// AI Auto runs held for review (decision 053): a type set to "Hold for review" saves its scheduled
// run as a draft members cannot see; staff approve (with edits), reject or regenerate it; it
// publishes at its publish time, and one nobody reviewed follows the type's setting.

let t: TestContext;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  member = await t.createUser({ premium: true });
});
afterAll(() => t.close());

const tick = (at: string) => runDueGenerations(jobContextOf(t), new Date(at));

const isPublished = async (contentId: string) =>
  (await t.database.sql('select is_published from content where id = $1', [contentId])).rows[0]
    ?.is_published as boolean | undefined;

const queue = async () => {
  const response = await t.request('/api/admin/automation/drafts', { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()).items as {
    id: string;
    status: string;
    title: string;
    text: string;
    contentId: string;
    createdBy: { email: string } | null;
  }[];
};

const act = (id: string, action: 'approve' | 'reject' | 'regenerate', json: unknown = {}) =>
  t.request(`/api/admin/automation/drafts/${id}/${action}`, {
    method: 'POST',
    cookie: admin.cookie,
    json: action === 'approve' ? json : undefined,
  });

const memberOpens = async (contentId: string) =>
  (await t.request(`/api/content/${contentId}`, { cookie: member.cookie })).status;

const auditActions = async (draftId: string) =>
  (
    await t.database.sql(
      'select action from audit_log where target_id = $1 and actor_id = $2 order by created_at',
      [draftId, admin.id],
    )
  ).rows.map((row) => row.action);

const logsOf = async (contentType: string, action: string) =>
  (
    await t.database.sql(
      'select status, content_id from automation_logs where content_type = $1 and action = $2',
      [contentType, action],
    )
  ).rows;

describe('the review setting', () => {
  it('publishes automatically unless told otherwise, so existing installs behave the same', async () => {
    const list = await (
      await t.request('/api/admin/automation/settings', { cookie: admin.cookie })
    ).json();
    for (const setting of list.items)
      expect(setting).toMatchObject({ reviewMode: 'publish', unreviewedOutcome: 'skip' });
  });

  it('refuses a publish time that leaves no time to review, per field, and audits a change', async () => {
    const bad = await t.request('/api/admin/automation/settings/journal_prompt', {
      method: 'PATCH',
      cookie: admin.cookie,
      json: { reviewMode: 'hold', generationTime: '09:00', publishTime: '09:00' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      publishTime: 'Choose a publish time after the generation time',
    });
    await holdForReview(t, admin, 'journal_prompt', { isAutomated: false });
    const audited = await t.database.sql(
      `select after from audit_log where action = 'automation_setting.update' and target_id = 'journal_prompt'`,
    );
    expect(audited.rows.at(-1)!.after).toMatchObject({ reviewMode: 'hold' });
  });
});

describe('a held run', () => {
  it('is saved unpublished into the review queue with its text and maker, hidden from members', async () => {
    await holdForReview(t, admin, 'daily_prayer');
    const draft = await tickAndFindDraft(t, 'daily_prayer', new Date('2050-01-01T06:00:00Z'));
    expect(await isPublished(draft.content_id)).toBe(false);
    const held = (await queue()).find((item) => item.id === draft.id);
    expect(held).toMatchObject({
      status: 'held',
      contentType: 'daily_prayer',
      forDate: '2050-01-01',
      publishAt: '2050-01-01T12:00:00.000Z',
      createdBy: null,
      writtenBy: expect.any(String),
      text: expect.stringMatching(/\S/),
    });
    expect(await memberOpens(draft.content_id)).toBe(404);
    const list = await (
      await t.request('/api/content?limit=100', { cookie: member.cookie })
    ).json();
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(draft.content_id);
    // Members may not even fetch it through the audio endpoint (narrating it would read it early).
    const narrate = await t.request(`/api/psalms/${draft.content_id}/audio`, {
      cookie: member.cookie,
      json: {},
    });
    expect(narrate.status).toBe(404);
  }, 60_000);

  it('approved before its time publishes at its publish time, not before', async () => {
    await holdForReview(t, admin, 'daily_prayer');
    const draft = await tickAndFindDraft(t, 'daily_prayer', new Date('2050-02-01T06:00:00Z'));
    const approved = await act(draft.id, 'approve');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ status: 'approved' });
    await tick('2050-02-01T11:59:00Z');
    expect(await isPublished(draft.content_id)).toBe(false);
    expect(await memberOpens(draft.content_id)).toBe(404);
    await tick('2050-02-01T12:00:00Z');
    expect(await isPublished(draft.content_id)).toBe(true);
    expect((await queue()).map((item) => item.id)).not.toContain(draft.id);
    expect(await logsOf('daily_prayer', 'publish')).toContainEqual({
      status: 'completed',
      content_id: draft.content_id,
    });
    expect(await auditActions(draft.id)).toEqual(['automation_draft.approve']);
    // A second approval of a decided draft is refused.
    expect((await act(draft.id, 'approve')).status).toBe(409);
  }, 60_000);

  it('approved after its publish time publishes at once, and members then open it', async () => {
    await holdForReview(t, admin, 'daily_meditation');
    const draft = await tickAndFindDraft(t, 'daily_meditation', new Date('2020-03-01T06:00:00Z'));
    expect(await memberOpens(draft.content_id)).toBe(404);
    const approved = await act(draft.id, 'approve');
    expect(await approved.json()).toMatchObject({ status: 'published' });
    expect(await memberOpens(draft.content_id)).toBe(200);
  }, 60_000);

  it('edit then approve saves the staff member’s words, audited as an edit and an approval', async () => {
    const draft = await newHeldDraft(t, admin, 'scripture_reflection');
    const invalid = await act(draft.id, 'approve', { title: ' ', text: '' });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await invalid.json()).error.fields).sort()).toEqual(['text', 'title']);
    const approved = await act(draft.id, 'approve', {
      title: 'Reviewed reflection',
      text: 'Be still, and know.',
    });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({
      status: 'approved',
      title: 'Reviewed reflection',
      text: 'Be still, and know.',
    });
    const row = (
      await t.database.sql('select title, description from content where id = $1', [
        draft.content_id,
      ])
    ).rows[0];
    expect(row).toEqual({ title: 'Reviewed reflection', description: 'Be still, and know.' });
    expect(await auditActions(draft.id)).toEqual([
      'automation_draft.edit',
      'automation_draft.approve',
    ]);
  }, 60_000);

  it('rejected: nothing publishes for its day and its content is gone', async () => {
    await holdForReview(t, admin, 'daily_prayer', { unreviewedOutcome: 'publish' });
    const draft = await tickAndFindDraft(t, 'daily_prayer', new Date('2050-04-01T06:00:00Z'));
    const rejected = await act(draft.id, 'reject');
    expect(rejected.status).toBe(200);
    expect(await isPublished(draft.content_id)).toBeUndefined();
    await tick('2050-04-01T12:00:00Z');
    expect(
      (await t.database.sql(`select status from automation_drafts where id = $1`, [draft.id]))
        .rows[0],
    ).toEqual({ status: 'rejected' });
    expect(await auditActions(draft.id)).toEqual(['automation_draft.reject']);
    expect((await act(draft.id, 'regenerate')).status).toBe(404);
  }, 60_000);

  it('regenerated: a new draft by the staff member takes its place, held for the same time', async () => {
    const draft = await newHeldDraft(t, admin, 'weekly_workflow');
    const response = await act(draft.id, 'regenerate');
    expect(response.status).toBe(200);
    const fresh = await response.json();
    expect(fresh).toMatchObject({ status: 'held', createdBy: { email: admin.email } });
    expect(fresh.id).not.toBe(draft.id);
    expect(await isPublished(draft.content_id)).toBeUndefined();
    expect(await isPublished(fresh.contentId)).toBe(false);
    const open = (await queue()).filter((item) => item.id === draft.id || item.id === fresh.id);
    expect(open.map((item) => item.id)).toEqual([fresh.id]);
    expect(await auditActions(draft.id)).toEqual(['automation_draft.regenerate']);
  }, 60_000);
});

describe('a held run nobody reviewed by its publish time', () => {
  it('"Publish anyway" publishes it and logs that it went out unreviewed', async () => {
    await holdForReview(t, admin, 'daily_meditation', { unreviewedOutcome: 'publish' });
    const draft = await tickAndFindDraft(t, 'daily_meditation', new Date('2050-05-01T06:00:00Z'));
    await tick('2050-05-01T11:00:00Z');
    expect(await isPublished(draft.content_id)).toBe(false);
    await tick('2050-05-01T12:00:00Z');
    expect(await isPublished(draft.content_id)).toBe(true);
    expect(await logsOf('daily_meditation', 'publish_unreviewed')).toContainEqual({
      status: 'completed',
      content_id: draft.content_id,
    });
  }, 60_000);

  it('"Skip the day" publishes nothing, logs the skip, and leaves the queue', async () => {
    await holdForReview(t, admin, 'journal_prompt', { unreviewedOutcome: 'skip' });
    const draft = await tickAndFindDraft(t, 'journal_prompt', new Date('2050-06-01T06:00:00Z'));
    await tick('2050-06-01T12:00:00Z');
    await tick('2050-06-01T12:01:00Z');
    expect(await isPublished(draft.content_id)).toBe(false);
    expect(await memberOpens(draft.content_id)).toBe(404);
    expect(await logsOf('journal_prompt', 'skip_unreviewed')).toContainEqual({
      status: 'completed',
      content_id: draft.content_id,
    });
    expect((await queue()).map((item) => item.id)).not.toContain(draft.id);
    expect((await act(draft.id, 'approve')).status).toBe(409);
  }, 60_000);
});

describe("today's psalm held for review", () => {
  it('is not in members’ lists, by id, in the widget or in their realtime events', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await holdForReview(t, admin, 'daily_psalm', {
      generationTime: '00:00',
      publishTime: '23:59',
    });
    const events: RealtimeEvent[] = [];
    const stop = t.bus.subscribe((event) => events.push(event));
    const draft = await tickAndFindDraft(t, 'daily_psalm', new Date(`${today}T00:00:00Z`));
    stop();
    const announced = events.filter(
      (event) => event.type === 'content.changed' && event.data.id === draft.content_id,
    );
    expect(announced).toHaveLength(1);
    // Delivered to staff who manage content, to no member (the realtime stream's rule).
    const memberViewer = {
      id: member.id,
      language: 'en',
      isPremium: true,
      permissions: ['user', 'premium'],
    } as unknown as Parameters<typeof forViewer>[0];
    expect(forViewer(memberViewer, announced[0]!, today)).toBeNull();

    const psalmToday = await (
      await t.request('/api/psalms/today', { cookie: member.cookie })
    ).json();
    expect(psalmToday?.id ?? null).not.toBe(draft.content_id);
    const widget = await t.request('/api/latest-content', { cookie: member.cookie });
    expect(widget.status).toBe(404);
    const psalms = await (
      await t.request('/api/content?dailyPsalm=true&limit=100', { cookie: member.cookie })
    ).json();
    expect(psalms.items.map((item: { id: string }) => item.id)).not.toContain(draft.content_id);
    expect(await memberOpens(draft.content_id)).toBe(404);
    // Staff see it in the queue meanwhile.
    expect((await queue()).map((item) => item.id)).toContain(draft.id);
  }, 60_000);
});
