import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateIn } from '@contracts/time';
import { workflowSessions } from '@server/db/schema/workflows';
import { dailyPsalm } from '@server/test/factories';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { narratedText, stepHasNoTextMessage, textHashOf } from './narration';
import { weekOf } from './week';

let t: TestContext;
let admin: TestUser;
let moderator: TestUser;
let alice: TestUser;
let bob: TestUser;
let categoryId: string;
let published: string[];
let draft: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'admin' });
  moderator = await t.createUser({ role: 'moderator' });
  alice = await t.createUser();
  bob = await t.createUser();
  const categories = await (await t.request('/api/categories', { cookie: alice.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
  published = [
    await contentItem({ title: 'Morning prayer', description: 'Lord, open my lips.' }),
    await contentItem({ title: 'Quiet breath', audioUrl: 'https://cdn.example.org/quiet.mp3' }),
  ];
  draft = await contentItem({ title: 'Unfinished', isPublished: false });
});
afterAll(() => t.close());

async function contentItem(body: Record<string, unknown>): Promise<string> {
  const response = await t.request('/api/admin/content', {
    cookie: admin.cookie,
    json: { categoryId, ...body },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

const post = (user: TestUser, path: string, json: unknown = {}) =>
  t.request(path, { cookie: user.cookie, json });
const patch = (user: TestUser, path: string, json: unknown) =>
  t.request(path, { cookie: user.cookie, method: 'PATCH', json });

async function createWorkflow(body: Record<string, unknown>) {
  const response = await post(admin, '/api/admin/workflows', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

async function listed(user: TestUser, query = '') {
  const response = await t.request(`/api/workflows${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.json()).items as {
    id: string;
    title: string;
    isActive: boolean;
    progress: { completedDays: number; expectedDays: number; percentage: number };
  }[];
}

async function stats(user: TestUser) {
  const response = await t.request('/api/workflows/stats?timeZone=UTC', { cookie: user.cookie });
  expect(response.status).toBe(200);
  return response.json();
}

const start = (user: TestUser, id: string) =>
  post(user, `/api/workflows/${id}/sessions`, { timeZone: 'UTC' });

describe('creating workflows', () => {
  it('applies the spec defaults: daily, prayer, active, 15 minutes, reminder 09:00 off', async () => {
    const created = await createWorkflow({ title: '  Evening rest  ' });
    expect(created).toMatchObject({
      title: 'Evening rest',
      description: null,
      workflowType: 'daily',
      category: 'prayer',
      isActive: true,
      frequencyDays: [],
      reminderTime: '09:00',
      reminderEnabled: false,
      durationMinutes: 15,
      stepPauseSeconds: 5,
      contentItems: [],
    });
  });

  it('keeps the pause between steps (0 to 60 seconds), audited, and answers it everywhere', async () => {
    const silent = await createWorkflow({ title: 'No pause', stepPauseSeconds: 0 });
    expect(silent.stepPauseSeconds).toBe(0);
    const { id } = await createWorkflow({ title: 'Long pause', stepPauseSeconds: 60 });
    const changed = await patch(admin, `/api/admin/workflows/${id}`, { stepPauseSeconds: 12 });
    expect((await changed.json()).stepPauseSeconds).toBe(12);
    const { rows } = await t.database.sql(
      `select action, before, after from audit_log where target_id = $1 order by created_at`,
      [id],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'workflow.create',
        after: expect.objectContaining({ stepPauseSeconds: 60 }),
      }),
      {
        action: 'workflow.update',
        before: { stepPauseSeconds: 60 },
        after: { stepPauseSeconds: 12 },
      },
    ]);
    for (const user of [admin, alice]) {
      const item = (await listed(user, '?q=Long pause')).find((w) => w.id === id);
      expect(item).toMatchObject({ stepPauseSeconds: 12 });
    }
    const session = await (await start(alice, id)).json();
    const detail = await (
      await t.request(`/api/workflow-sessions/${session.id}`, { cookie: alice.cookie })
    ).json();
    expect(detail.workflow.stepPauseSeconds).toBe(12);
  });

  it('keeps a weekly workflow with its days and content items in order', async () => {
    const created = await createWorkflow({
      title: 'Weekly study',
      workflowType: 'weekly',
      category: 'study',
      frequencyDays: ['monday', 'friday', 'monday'],
      durationMinutes: 30,
      reminderTime: '18:30',
      reminderEnabled: true,
      contentItems: [published[1], published[0]],
    });
    expect(created).toMatchObject({
      frequencyDays: ['monday', 'friday'],
      durationMinutes: 30,
      reminderTime: '18:30',
      reminderEnabled: true,
      contentItems: [published[1], published[0]],
    });
  });

  it('falls back to 15 minutes for a missing or unparsable duration', async () => {
    expect((await createWorkflow({ title: 'A', durationMinutes: 'abc' })).durationMinutes).toBe(15);
    expect((await createWorkflow({ title: 'B', durationMinutes: '' })).durationMinutes).toBe(15);
    expect((await createWorkflow({ title: 'C', durationMinutes: '45' })).durationMinutes).toBe(45);
  });

  it('answers each bad input with 400 and its per-field message, writing nothing', async () => {
    const before = (await listed(admin, '?limit=100')).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title', 'Title is required'],
      [{}, 'title', 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters'],
      [
        { title: 'x', durationMinutes: 0 },
        'durationMinutes',
        'Duration must be between 5 and 120 minutes',
      ],
      [
        { title: 'x', durationMinutes: 500 },
        'durationMinutes',
        'Duration must be between 5 and 120 minutes',
      ],
      [{ title: 'x', durationMinutes: 7.5 }, 'durationMinutes', 'Use whole minutes'],
      ...[-1, 61, 2.5, '5'].map((stepPauseSeconds): [Record<string, unknown>, string, string] => [
        { title: 'x', stepPauseSeconds },
        'stepPauseSeconds',
        'The pause between steps must be between 0 and 60 seconds',
      ]),
      [
        { title: 'x', workflowType: 'daily', frequencyDays: ['monday'] },
        'frequencyDays',
        'Days can be chosen only for a weekly workflow',
      ],
      [
        { title: 'x', workflowType: 'weekly' },
        'frequencyDays',
        'Choose at least one day for a weekly workflow',
      ],
      [
        { title: 'x', workflowType: 'weekly', frequencyDays: ['someday'] },
        'frequencyDays.0',
        'Use weekday names like monday',
      ],
      [
        { title: 'x', category: 'gardening' },
        'category',
        'Choose a category: prayer, meditation, study, reflection or service',
      ],
      [
        { title: 'x', workflowType: 'yearly' },
        'workflowType',
        'Choose a type: daily, weekly, monthly or custom',
      ],
      [{ title: 'x', reminderTime: '9am' }, 'reminderTime', 'Use a time like 09:00'],
      [{ title: 'x', contentItems: ['nope'] }, 'contentItems.0', 'Not a valid content id'],
      [
        { title: 'x', contentItems: [published[0], draft] },
        'contentItems',
        '"Unfinished" is a draft; choose published content',
      ],
      [
        { title: 'x', contentItems: ['00000000-0000-4000-8000-000000000000'] },
        'contentItems',
        'A chosen content item does not exist any more',
      ],
      [{ title: 'x', colour: 'red' }, 'colour', 'Unknown field.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(admin, '/api/admin/workflows', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect((await listed(admin, '?limit=100')).length).toBe(before);
  });

  it('is for staff with the workflows permission only', async () => {
    for (const user of [alice, moderator]) {
      const response = await post(user, '/api/admin/workflows', { title: 'Mine' });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
    const { id } = await createWorkflow({ title: 'Guarded' });
    expect((await patch(alice, `/api/admin/workflows/${id}`, { title: 'Taken' })).status).toBe(403);
    expect(
      (await t.request(`/api/admin/workflows/${id}`, { cookie: alice.cookie, method: 'DELETE' }))
        .status,
    ).toBe(403);
    expect((await listed(admin, '?q=Guarded')).map((w) => w.title)).toEqual(['Guarded']);
  });
});

describe('changing workflows', () => {
  it('clears the chosen days when the type changes, and refuses days on a non-weekly type', async () => {
    const { id } = await createWorkflow({
      title: 'Changing',
      workflowType: 'weekly',
      frequencyDays: ['sunday'],
    });
    const refused = await patch(admin, `/api/admin/workflows/${id}`, {
      frequencyDays: ['monday', 'tuesday'],
      workflowType: 'monthly',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.frequencyDays).toBe(
      'Days can be chosen only for a weekly workflow',
    );
    const changed = await patch(admin, `/api/admin/workflows/${id}`, { workflowType: 'daily' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ workflowType: 'daily', frequencyDays: [] });
    const back = await patch(admin, `/api/admin/workflows/${id}`, { workflowType: 'weekly' });
    expect((await back.json()).error.fields.frequencyDays).toBe(
      'Choose at least one day for a weekly workflow',
    );
    const draftItem = await patch(admin, `/api/admin/workflows/${id}`, { contentItems: [draft] });
    expect((await draftItem.json()).error.fields.contentItems).toBe(
      '"Unfinished" is a draft; choose published content',
    );
    const after = await patch(admin, `/api/admin/workflows/${id}`, {
      reminderEnabled: true,
      durationMinutes: 'abc',
    });
    expect(await after.json()).toMatchObject({
      workflowType: 'daily',
      contentItems: [],
      reminderEnabled: true,
      durationMinutes: 15,
    });
  });

  it('answers 404 for a workflow that does not exist', async () => {
    const ghost = '00000000-0000-4000-8000-000000000001';
    expect((await patch(admin, `/api/admin/workflows/${ghost}`, { title: 'x' })).status).toBe(404);
    expect(
      (await t.request(`/api/admin/workflows/${ghost}`, { cookie: admin.cookie, method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect((await patch(admin, '/api/admin/workflows/not-an-id', { title: 'x' })).status).toBe(400);
  });
});

describe('pausing', () => {
  it('shows a paused workflow to members as paused, refuses its start with 409, and counts it out of Active', async () => {
    const { id } = await createWorkflow({ title: 'Pausable', category: 'service' });
    expect((await listed(alice)).some((w) => w.id === id)).toBe(true);
    const activeBefore = (await stats(alice)).activeWorkflows;
    const paused = await patch(admin, `/api/admin/workflows/${id}`, { isActive: false });
    expect((await paused.json()).isActive).toBe(false);

    expect((await listed(alice)).find((w) => w.id === id)?.isActive).toBe(false);
    expect((await listed(alice, '?status=paused')).map((w) => w.id)).toContain(id);
    expect((await listed(alice, '?status=active')).map((w) => w.id)).not.toContain(id);
    expect((await stats(alice)).activeWorkflows).toBe(activeBefore - 1);
    expect((await listed(admin, '?status=paused')).map((w) => w.id)).toContain(id);
    expect((await listed(admin, '?status=active')).map((w) => w.id)).not.toContain(id);

    const refused = await start(alice, id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'This workflow is paused and cannot be started.',
    );
    await patch(admin, `/api/admin/workflows/${id}`, { isActive: true });
    expect((await start(alice, id)).status).toBe(201);
  });

  it('answers 404 when starting a deleted workflow', async () => {
    const { id } = await createWorkflow({ title: 'Short-lived' });
    const removed = await t.request(`/api/admin/workflows/${id}`, {
      cookie: admin.cookie,
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect((await start(alice, id)).status).toBe(404);
    expect((await listed(admin, '?q=Short-lived')).length).toBe(0);
  });
});

describe('sessions', () => {
  it('keeps one open session per member, workflow and day under 20 concurrent starts', async () => {
    const { id } = await createWorkflow({ title: 'Crowded' });
    const member = await t.createUser();
    const responses = await Promise.all(Array.from({ length: 20 }, () => start(member, id)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
    const open = await t.db
      .select({ id: workflowSessions.id })
      .from(workflowSessions)
      .where(
        and(
          eq(workflowSessions.userId, member.id),
          eq(workflowSessions.workflowId, id),
          isNull(workflowSessions.completedAt),
        ),
      );
    expect(open).toHaveLength(1);
  });

  it('walks through the steps in order, completes at 100 %, and counts in the statistics', async () => {
    const member = await t.createUser();
    const { id } = await createWorkflow({
      title: 'Walk',
      workflowType: 'weekly',
      frequencyDays: ['monday', 'wednesday'],
      category: 'meditation',
      contentItems: published,
    });
    const before = await stats(member);
    expect(before).toMatchObject({ completionRate: 0, startedSessions: 0 });

    const started = await start(member, id);
    expect(started.status).toBe(201);
    const session = await started.json();
    expect(session).toMatchObject({
      workflowId: id,
      sessionDate: localDateIn('UTC'),
      completionPercentage: 0,
      completedAt: null,
      reused: false,
    });

    const detail = await (
      await t.request(`/api/workflow-sessions/${session.id}`, { cookie: member.cookie })
    ).json();
    expect(detail.steps.map((s: { title: string }) => s.title)).toEqual([
      'Morning prayer',
      'Quiet breath',
    ]);
    expect(detail.steps[0].description).toBe('Lord, open my lips.');
    // Audio is off for free members by default (Access tab): a step has none for them.
    expect(detail.steps[1].audioUrl).toBeNull();
    expect(detail.stepsDone).toBe(0);

    const put = (json: unknown) =>
      t.request(`/api/workflow-sessions/${session.id}/progress`, {
        cookie: member.cookie,
        method: 'PUT',
        json,
      });
    const one = await put({ stepsDone: 1 });
    expect(await one.json()).toMatchObject({ completionPercentage: 50, stepsDone: 1 });
    const tooMany = await put({ stepsDone: 3 });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.fields.stepsDone).toBe('This workflow has 2 steps');
    const negative = await put({ stepsDone: -1 });
    expect((await negative.json()).error.fields.stepsDone).toBe('Steps cannot be negative');
    // A stale tab cannot take progress back.
    expect((await (await put({ stepsDone: 0 })).json()).completionPercentage).toBe(50);

    // Starting again the same day answers the open session.
    const again = await start(member, id);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      id: session.id,
      reused: true,
      completionPercentage: 50,
    });

    const completed = await post(member, `/api/workflow-sessions/${session.id}/complete`, {
      notes: '  Felt held.  ',
    });
    expect(completed.status).toBe(200);
    const done = await completed.json();
    expect(done).toMatchObject({ completionPercentage: 100, notes: 'Felt held.', stepsDone: 2 });
    expect(done.completedAt).not.toBeNull();
    expect(done.durationMinutes).toBe(0);

    const twice = await post(member, `/api/workflow-sessions/${session.id}/complete`, {});
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe('This session is already completed.');
    expect((await put({ stepsDone: 2 })).status).toBe(409);

    const card = (await listed(member)).find((w) => w.id === id)!;
    expect(card.progress).toEqual({ completedDays: 1, expectedDays: 2, percentage: 50 });

    // A second session the same day after completing: started anew, left open.
    expect((await start(member, id)).status).toBe(201);
    const after = await stats(member);
    expect(after).toMatchObject({
      startedSessions: 2,
      completedSessions: 1,
      completionRate: 50,
    });
    const offered = await listed(member, '?limit=100');
    expect(after.totalWorkflows).toBe(offered.length);
    expect(after.activeWorkflows).toBe(offered.filter((w) => w.isActive).length);
    expect(after.categories).toBeGreaterThanOrEqual(2);
    // Completing the same day twice still counts one day of the week.
    const second = (await listed(member)).find((w) => w.id === id)!;
    expect(second.progress.completedDays).toBe(1);
  });

  it("never lets another member read, advance or complete someone's session (404)", async () => {
    const { id } = await createWorkflow({ title: 'Private walk', contentItems: [published[0]] });
    const session = await (await start(alice, id)).json();
    const read = await t.request(`/api/workflow-sessions/${session.id}`, { cookie: bob.cookie });
    expect(read.status).toBe(404);
    const advance = await t.request(`/api/workflow-sessions/${session.id}/progress`, {
      cookie: bob.cookie,
      method: 'PUT',
      json: { stepsDone: 1 },
    });
    expect(advance.status).toBe(404);
    const complete = await post(bob, `/api/workflow-sessions/${session.id}/complete`, {});
    expect(complete.status).toBe(404);
    const mine = await (
      await t.request(`/api/workflow-sessions/${session.id}`, { cookie: alice.cookie })
    ).json();
    expect(mine).toMatchObject({ completionPercentage: 0, completedAt: null });
  });

  it('skips content that became unavailable to members from the steps', async () => {
    const hidden = await contentItem({ title: 'Soon hidden' });
    const { id } = await createWorkflow({
      title: 'Shrinking',
      contentItems: [hidden, published[0]],
    });
    await t.request(`/api/admin/content/${hidden}`, {
      cookie: admin.cookie,
      method: 'PATCH',
      json: { isPublished: false },
    });
    const session = await (await start(bob, id)).json();
    const detail = await (
      await t.request(`/api/workflow-sessions/${session.id}`, { cookie: bob.cookie })
    ).json();
    expect(detail.steps.map((s: { title: string }) => s.title)).toEqual(['Morning prayer']);
  });

  it('keeps from a free member what the Access rules keep: audio, and the words of premium-only types', async () => {
    const psalm = await dailyPsalm(t, addDays(localDateIn('UTC'), -1), {
      title: 'Premium words',
      text: 'Only for premium readers. '.repeat(8),
    });
    await t.request('/api/admin/access-settings/premium_content_types', {
      cookie: admin.cookie,
      method: 'PUT',
      json: { value: JSON.stringify(['daily_psalm']) },
    });
    const { id } = await createWorkflow({ title: 'Mixed', contentItems: [published[1], psalm] });
    const steps = async (member: TestUser) => {
      const session = await (await start(member, id)).json();
      const detail = await (
        await t.request(`/api/workflow-sessions/${session.id}`, { cookie: member.cookie })
      ).json();
      return detail.steps.map((s: { audioUrl: string | null; text: string | null }) => [
        s.audioUrl,
        s.text?.slice(0, 25) ?? null,
      ]);
    };
    try {
      expect(await steps(await t.createUser())).toEqual([
        [null, null],
        [null, ''],
      ]);
      expect(await steps(await t.createUser({ premium: true }))).toEqual([
        ['https://cdn.example.org/quiet.mp3', null],
        [null, 'Only for premium readers.'],
      ]);
    } finally {
      await t.request('/api/admin/access-settings/premium_content_types', {
        cookie: admin.cookie,
        method: 'PUT',
        json: { value: JSON.stringify(['daily_meditation', 'scripture_reflection']) },
      });
    }
  });

  it('dates a session by the local day of the zone the member is in', async () => {
    const { id } = await createWorkflow({ title: 'Far east' });
    const member = await t.createUser();
    const response = await post(member, `/api/workflows/${id}/sessions`, {
      timeZone: 'Pacific/Kiritimati',
    });
    expect((await response.json()).sessionDate).toBe(localDateIn('Pacific/Kiritimati'));
    const bad = await post(member, `/api/workflows/${id}/sessions`, { timeZone: 'Mars/Base' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.timeZone).toBe('Unknown time zone');
  });

  it("counts only this local week's completed days in a card's progress", async () => {
    const member = await t.createUser();
    const { id } = await createWorkflow({ title: 'Every day', workflowType: 'daily' });
    const { start } = weekOf(localDateIn('UTC'));
    const session = (sessionDate: string, completed: boolean) => ({
      userId: member.id,
      workflowId: id,
      sessionDate,
      startedAt: new Date(`${sessionDate}T08:00:00Z`),
      completedAt: completed ? new Date(`${sessionDate}T08:20:00Z`) : null,
      completionPercentage: completed ? 100 : 0,
    });
    // Last Sunday (the week before) and this Monday, both completed; an open one this Monday.
    await t.db
      .insert(workflowSessions)
      .values([session(addDays(start, -1), true), session(start, true), session(start, false)]);
    const card = (await listed(member, '?timeZone=UTC')).find((w) => w.id === id)!;
    expect(card.progress).toEqual({ completedDays: 1, expectedDays: 7, percentage: 14 });
    expect(await stats(member)).toMatchObject({
      startedSessions: 3,
      completedSessions: 2,
      completionRate: 67,
      weekStart: start,
      weekEnd: addDays(start, 6),
    });
  });

  it('asks for sign-in', async () => {
    expect((await t.request('/api/workflows')).status).toBe(401);
    expect((await t.request('/api/workflows/stats')).status).toBe(401);
  });
});

// Audio-guided sessions (decision 064), with the offline voice provider and the media storage of
// the test context: a voice call is seen as a new file in media.
describe('narrating a step', () => {
  const body = 'Lord, open my lips, and my mouth shall declare your praise.';
  let listener: TestUser;
  let other: TestUser;
  let textItem: string;
  let titleOnly: string;
  let workflowId: string;
  const sessions = new Map<TestUser, string>();

  beforeAll(async () => {
    [listener, other] = await Promise.all([
      t.createUser({ premium: true }),
      t.createUser({ premium: true }),
    ]);
    textItem = await contentItem({ title: 'Morning offering', body });
    titleOnly = await contentItem({ title: 'Silence' });
    workflowId = (
      await createWorkflow({
        title: 'Guided morning',
        contentItems: [textItem, published[1], titleOnly],
      })
    ).id;
  });

  /** The member's session of the guided workflow, started once per member. */
  async function sessionOf(user: TestUser): Promise<string> {
    if (!sessions.has(user)) sessions.set(user, (await (await start(user, workflowId)).json()).id);
    return sessions.get(user)!;
  }

  async function narrationOf(user: TestUser, contentId: string, sessionId?: string) {
    const session = sessionId ?? (await sessionOf(user));
    return t.request(`/api/workflow-sessions/${session}/steps/${contentId}/narration`, {
      cookie: user.cookie,
      method: 'POST',
    });
  }

  async function mediaFiles() {
    const urls: string[] = [];
    for await (const entry of t.media.list()) urls.push(entry.url);
    return urls;
  }

  it('reads a text-only step aloud once, and every later listener shares the file', async () => {
    const before = await mediaFiles();
    // Two members at once: one voice call between them.
    const [first, second] = await Promise.all([
      narrationOf(listener, textItem),
      narrationOf(other, textItem),
    ]);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(second.status).toBe(200);
    const { audioUrl } = await first.json();
    expect(audioUrl).toMatch(/^\/media\/psalms\/.+\.mp3$/);
    expect((await second.json()).audioUrl).toBe(audioUrl);

    const audio = await t.request(audioUrl, { cookie: listener.cookie });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const again = await narrationOf(listener, textItem);
    expect((await again.json()).audioUrl).toBe(audioUrl);
    expect((await mediaFiles()).filter((url) => !before.includes(url))).toEqual([audioUrl]);

    const text = narratedText({
      title: 'Morning offering',
      description: null,
      body,
      generatedPsalm: null,
      isDailyPsalm: false,
    });
    expect(text).toBe(`Morning offering.\n\n${body}`);
    const { rows } = await t.database.sql(
      'select text_hash, audio_url from step_narrations where content_id = $1',
      [textItem],
    );
    expect(rows).toEqual([{ text_hash: textHashOf(text), audio_url: audioUrl }]);

    // A new version of the text is narrated anew.
    const edited = await patch(admin, `/api/admin/content/${textItem}`, { body: `${body} Amen.` });
    expect(edited.status).toBe(200);
    const fresh = await narrationOf(other, textItem);
    expect(fresh.status).toBe(200);
    expect((await fresh.json()).audioUrl).not.toBe(audioUrl);
  });

  it("answers a step's own audio as the session shows it, and 400 for a step with no text", async () => {
    const own = await narrationOf(listener, published[1]!);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ audioUrl: 'https://cdn.example.org/quiet.mp3' });

    const before = (await mediaFiles()).length;
    const silent = await narrationOf(listener, titleOnly);
    expect(silent.status).toBe(400);
    const { error } = await silent.json();
    expect(error).toMatchObject({ code: 'validation_failed', message: stepHasNoTextMessage });
    expect((await mediaFiles()).length).toBe(before);
  });

  it('keeps audio from a free member when the Access rules do (403 premium_required)', async () => {
    // Audio is off for free members by default (Access tab).
    for (const contentId of [textItem, published[1]!]) {
      const refused = await narrationOf(bob, contentId);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('premium_required');
    }
  });

  it("answers 404 for someone else's session and for an item that is not one of its steps", async () => {
    const othersSession = await narrationOf(other, textItem, await sessionOf(listener));
    expect(othersSession.status).toBe(404);
    const notAStep = await narrationOf(listener, published[0]!);
    expect(notAStep.status).toBe(404);
    const ghost = await narrationOf(listener, textItem, '00000000-0000-4000-8000-000000000000');
    expect(ghost.status).toBe(404);
    expect((await narrationOf(listener, 'not-an-id')).status).toBe(400);
  });
});
