import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { textPreviewLength } from '@contracts/content';
import { addDays, localDateIn } from '@contracts/time';
import { dailyPsalm } from '@server/test/factories';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { openStream } from '@server/test/sse-client';

// Finding 2 of the free-tier issue (docs/decisions/033): a list, a search, a workflow step, a
// realtime event or a share card is not an open, so it never carries more than a preview of an
// item's text to a limited viewer (free or signed out). The whole text comes only where opening is
// counted and allowed; premium members and staff read it everywhere.

let t: TestContext;
let admin: TestUser;
let premium: TestUser;
let categoryId: string;
let longItem: string;
let psalmId: string;

const tail = 'amenleakmarkertail';
/** About 9,000 characters of words, ending in a marker nobody limited may read in a list. */
const whole = `${'Blessed are the peacemakers, for they shall be called children of God. '.repeat(126)}${tail}`;

const get = (path: string, user?: TestUser) => t.request(path, { cookie: user?.cookie });
const json = async (path: string, user?: TestUser) => {
  const response = await get(path, user);
  expect(response.status, path).toBe(200);
  return response.json();
};
const put = (key: string, value: string) =>
  t.request(`/api/admin/access-settings/${key}`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { value },
  });

type Listed = {
  id: string;
  description: string | null;
  generatedPsalm: string | null;
  truncated: boolean;
};

/** A preview of `whole`: short, ended by an ellipsis, cut where a word ends. */
function expectPreview(text: string | null) {
  expect(text).not.toBeNull();
  const preview = text!;
  expect(preview.length).toBeLessThanOrEqual(textPreviewLength);
  expect(preview.length).toBeGreaterThan(textPreviewLength / 2);
  expect(preview).not.toContain(tail);
  expect(preview.endsWith('…')).toBe(true);
  const body = preview.slice(0, -1);
  expect(whole.startsWith(body)).toBe(true);
  expect(whole.slice(body.length)).toMatch(/^[,.]?\s/);
}

const listed = async (path: string, user: TestUser, id: string) => {
  const page = await json(path, user);
  const item = (page.items as Listed[]).find((entry) => entry.id === id);
  expect(item, `${path} lists ${id}`).toBeDefined();
  return item!;
};

/** Every list a member reaches the long item and the psalm through. */
const listPaths = () => [
  '/api/content?limit=50',
  '/api/content?limit=50&q=Long%20reading',
  `/api/content?limit=50&categoryId=${categoryId}`,
  '/api/content?limit=50&difficulty=beginner',
  '/api/content?limit=50&duration=short',
];

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
  premium = await t.createUser({ premium: true });
  const categories = await json('/api/categories', admin);
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
  const created = await t.request('/api/admin/content', {
    cookie: admin.cookie,
    json: {
      title: 'Long reading',
      description: whole,
      categoryId,
      audioUrl: 'https://audio.example.test/long-reading.mp3',
    },
  });
  expect(created.status).toBe(201);
  longItem = (await created.json()).id;
  // A daily psalm of yesterday whose words and description are the long text.
  psalmId = await dailyPsalm(t, addDays(localDateIn('UTC'), -1), {
    title: 'Long psalm',
    text: whole,
  });
  const described = await t.request(`/api/admin/content/${psalmId}`, {
    method: 'PATCH',
    cookie: admin.cookie,
    json: { description: whole },
  });
  expect(described.status).toBe(200);
});
afterAll(() => t.close());
beforeEach(async () => {
  await put('daily_content_limit', '3');
  await put('audio_enabled_free', 'false');
  await put('text_enabled_free', 'true');
  await put('premium_content_types', '["daily_meditation","scripture_reflection"]');
});

describe('a free member reads only previews where nothing is opened', () => {
  it('every library list and search: each text at most a preview, cut at a word, marked truncated', async () => {
    const member = await t.createUser();
    for (const path of listPaths()) {
      const item = await listed(path, member, longItem);
      expectPreview(item.description);
      expect(item.truncated).toBe(true);
    }
    const psalm = await listed('/api/content?limit=50&dailyPsalm=true', member, psalmId);
    expectPreview(psalm.description);
    expectPreview(psalm.generatedPsalm);
    expect(psalm.truncated).toBe(true);
    // The second page of the unfiltered library comes from the other prepared statement.
    const first = await json('/api/content?limit=1', member);
    let cursor: string | null = first.nextCursor;
    const seen = [...(first.items as Listed[])];
    while (cursor) {
      const next = await json(`/api/content?limit=1&cursor=${cursor}`, member);
      seen.push(...(next.items as Listed[]));
      cursor = next.nextCursor;
    }
    for (const id of [longItem, psalmId]) {
      const item = seen.find((entry) => entry.id === id)!;
      expectPreview(item.description);
    }
    // A short description is left whole and not marked.
    const short = seen.filter((entry) => entry.id !== longItem && entry.id !== psalmId);
    expect(short.every((entry) => !entry.truncated)).toBe(true);
  });

  it('a premium-only psalm and text switched off: previews only, and opening answers 403', async () => {
    await put('premium_content_types', '["daily_psalm"]');
    await put('text_enabled_free', 'false');
    const member = await t.createUser();
    for (const path of listPaths()) {
      expectPreview((await listed(path, member, longItem)).description);
    }
    const psalm = await listed('/api/content?limit=50&dailyPsalm=true', member, psalmId);
    expectPreview(psalm.description);
    expect(psalm.generatedPsalm).toBe('');
    expect(psalm.truncated).toBe(true);
    const opened = await get(`/api/content/${psalmId}`, member);
    expect(opened.status).toBe(403);
    expect((await opened.json()).error.code).toBe('premium_required');
    // The long item has audio, which free members may not have: nothing is left to open either.
    expect((await get(`/api/content/${longItem}`, member)).status).toBe(403);
  });

  it("after the day's opens are spent, the lists still give previews only", async () => {
    await put('daily_content_limit', '1');
    const member = await t.createUser();
    expect((await get(`/api/content/${psalmId}`, member)).status).toBe(200);
    expect((await get(`/api/content/${longItem}`, member)).status).toBe(403);
    expectPreview((await listed('/api/content?limit=50', member, longItem)).description);
  });

  it("a workflow session's steps carry previews to a free member, whole texts to premium", async () => {
    const workflow = await t.request('/api/admin/workflows', {
      cookie: admin.cookie,
      json: { title: 'Long way', contentItems: [longItem, psalmId] },
    });
    expect(workflow.status).toBe(201);
    const { id } = await workflow.json();
    const steps = async (member: TestUser) => {
      const started = await t.request(`/api/workflows/${id}/sessions`, {
        cookie: member.cookie,
        json: {},
      });
      expect(started.status).toBe(201);
      const session = await started.json();
      const detail = await json(`/api/workflow-sessions/${session.id}`, member);
      // Advancing answers the session again, with the same steps.
      const advanced = await t.request(`/api/workflow-sessions/${session.id}/progress`, {
        method: 'PUT',
        cookie: member.cookie,
        json: { stepsDone: 1 },
      });
      expect(advanced.status).toBe(200);
      expect((await advanced.json()).steps).toEqual(detail.steps);
      return detail.steps as {
        description: string | null;
        text: string | null;
        truncated: boolean;
      }[];
    };
    const [item, psalm] = await steps(await t.createUser());
    expectPreview(item!.description);
    expect(item!.truncated).toBe(true);
    expectPreview(psalm!.description);
    expectPreview(psalm!.text);
    const [wholeItem, wholePsalm] = await steps(premium);
    expect(wholeItem).toMatchObject({ description: whole, truncated: false });
    expect(wholePsalm).toMatchObject({ description: whole, text: whole, truncated: false });
  });

  it('realtime events and share cards carry no more of the text than its title', async () => {
    const member = await t.createUser();
    const stream = await openStream(t, member.cookie);
    try {
      expect((await stream.next()).event).toBe('ready');
      const edited = await t.request(`/api/admin/content/${longItem}`, {
        method: 'PATCH',
        cookie: admin.cookie,
        json: { description: `${whole} ` },
      });
      expect(edited.status).toBe(200);
      const event = await stream.next();
      expect(event.event).toBe('content.changed');
      expect(JSON.stringify(event.data)).not.toContain('peacemakers');
    } finally {
      await stream.close();
    }
    const shared = await t.request('/api/community/share', {
      cookie: premium.cookie,
      json: { contentId: longItem },
    });
    expect(shared.status).toBe(201);
    const feed = await get('/api/community/posts', member);
    expect(feed.status).toBe(200);
    const text = await feed.text();
    expect(text).toContain('Long reading');
    expect(text).not.toContain('peacemakers');
  });
});

describe('the whole text where it is counted and allowed, and for premium and staff', () => {
  it('premium members and staff list the whole text, not marked truncated', async () => {
    for (const user of [premium, admin]) {
      for (const path of listPaths()) {
        const item = await listed(path, user, longItem);
        expect(item).toMatchObject({ description: whole, truncated: false });
      }
      const psalm = await listed('/api/content?limit=50&dailyPsalm=true', user, psalmId);
      expect(psalm).toMatchObject({ description: whole, generatedPsalm: whole, truncated: false });
    }
  });

  it('a free member who opens an item reads all of it; with text off, its description as a preview', async () => {
    const member = await t.createUser();
    const opened = await json(`/api/content/${psalmId}`, member);
    expect(opened).toMatchObject({ description: whole, generatedPsalm: whole, truncated: false });
    // Text off, audio on: the item opens for its audio, and its words stay a preview.
    await put('text_enabled_free', 'false');
    await put('audio_enabled_free', 'true');
    const listening = await json(`/api/content/${longItem}`, member);
    expectPreview(listening.description);
    expect(listening).toMatchObject({
      audioUrl: 'https://audio.example.test/long-reading.mp3',
      truncated: true,
    });
  });

  it('a signed-out visitor reaches no list; the public widget carries a short excerpt only', async () => {
    expect((await get('/api/content?limit=50')).status).toBe(401);
    await dailyPsalm(t, localDateIn('UTC'), { title: 'Long psalm of today', text: whole });
    const widget = await json('/api/latest-content');
    expect(widget.content.length).toBeLessThanOrEqual(textPreviewLength);
    expect(widget.content).not.toContain(tail);
  });
});
