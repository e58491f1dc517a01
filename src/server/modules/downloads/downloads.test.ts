import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateIn, mondayOf } from '@contracts/time';
import { dailyPsalm, staffContent } from '@server/test/factories';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

let t: TestContext;
let staff: TestUser;
let premium: TestUser;
let free: TestUser;
let linked: string;
let narrated: string;

const unknownId = '00000000-0000-4000-8000-000000000000';
const linkedAudio = 'https://audio.example.test/linked.mp3';
const today = () => localDateIn('UTC');

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'admin' });
  premium = await t.createUser({ premium: true });
  free = await t.createUser();
  linked = await create({ title: 'Linked audio', audioUrl: linkedAudio });
  // Narrated on this server: its audio is a /media path (only the server attaches those).
  narrated = await dailyPsalm(t, addDays(today(), -40), {
    title: 'Narrated psalm',
    audioUrl: '/media/psalms/narrated.mp3',
  });
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) => staffContent(t, staff, body);

const download = (path: string, user = premium) =>
  t.request(`/api/downloads/${path}`, { cookie: user.cookie });
const downloads = () => t.api(premium.cookie).downloads;

describe('downloads', () => {
  it("gives a premium member an item's package: its API answer and its audio on this server", async () => {
    expect(
      await answerBody(downloads().content[':id'].$get({ param: { id: narrated }, query: {} })),
    ).toEqual({
      kind: 'content',
      id: narrated,
      title: 'Narrated psalm',
      items: [
        { contentId: narrated, title: 'Narrated psalm', audioUrl: '/media/psalms/narrated.mp3' },
      ],
      urls: [`/api/content/${narrated}`, '/media/psalms/narrated.mp3'],
    });
    // Audio on another site is named in the item but is not this server's to keep.
    const other = await answerBody(
      downloads().content[':id'].$get({
        param: { id: linked },
        query: { timeZone: 'Europe/Lisbon' },
      }),
    );
    expect(other.items).toEqual([
      { contentId: linked, title: 'Linked audio', audioUrl: linkedAudio },
    ]);
    expect(other.urls).toEqual([`/api/content/${linked}`]);
  });

  it('refuses a free member and staff without premium with 403 premium_required', async () => {
    const workflow = await createWorkflow([linked]);
    for (const user of [free, staff]) {
      for (const path of [`content/${linked}`, `workflows/${workflow}`, 'week']) {
        const response = await download(path, user);
        expect(response.status, path).toBe(403);
        expect((await response.json()).error.code).toBe('premium_required');
      }
    }
    expect((await t.request('/api/downloads/week')).status).toBe(401);
  });

  it('answers a draft, an item not yet released and an unknown id alike: 404', async () => {
    const draft = await create({ title: 'Draft', isPublished: false });
    const later = await create({ title: 'Later', scheduledFor: addDays(today(), 3) });
    const unknown = await download(`content/${unknownId}`);
    expect(unknown.status).toBe(404);
    const body = await unknown.json();
    expect(body.error.code).toBe('not_found');
    for (const id of [draft, later]) {
      const response = await download(`content/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(body);
    }
    expect((await download(`workflows/${unknownId}`)).status).toBe(404);
    const malformed = await download('content/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields).toMatchObject({ id: 'Not a valid id' });
  });

  it("holds a workflow's steps in order with their audio, leaving out a step withdrawn since", async () => {
    const withdrawn = await create({ title: 'Withdrawn step' });
    const workflow = await createWorkflow([linked, withdrawn, narrated]);
    const unpublished = await t.request(`/api/admin/content/${withdrawn}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { isPublished: false },
    });
    expect(unpublished.status).toBe(200);
    expect(
      await answerBody(downloads().workflows[':id'].$get({ param: { id: workflow }, query: {} })),
    ).toEqual({
      kind: 'workflow',
      id: workflow,
      title: 'Evening walk',
      items: [
        { contentId: linked, title: 'Linked audio', audioUrl: linkedAudio },
        { contentId: narrated, title: 'Narrated psalm', audioUrl: '/media/psalms/narrated.mp3' },
      ],
      urls: [`/api/content/${linked}`, `/api/content/${narrated}`, '/media/psalms/narrated.mp3'],
    });
  });

  it("keeps the member's session of the workflow when named, and only their own of it", async () => {
    const workflow = await createWorkflow([narrated]);
    const other = await createWorkflow([linked]);
    const start = async (id: string, user = premium) => {
      const response = await t.request(`/api/workflows/${id}/sessions`, {
        cookie: user.cookie,
        json: {},
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return ((await response.json()) as { id: string }).id;
    };
    const mine = await start(workflow);
    const ofMine = await answerBody(
      downloads().workflows[':id'].$get({ param: { id: workflow }, query: { session: mine } }),
    );
    expect(ofMine.urls).toEqual([
      `/api/workflow-sessions/${mine}`,
      `/api/content/${narrated}`,
      '/media/psalms/narrated.mp3',
    ]);
    // Another workflow's session of mine, someone else's session, a malformed id.
    const ofOther = await start(other);
    const someoneElse = await start(workflow, await t.createUser({ premium: true }));
    for (const session of [ofOther, someoneElse]) {
      const response = await download(`workflows/${workflow}?session=${session}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('not_found');
    }
    const malformed = await download(`workflows/${workflow}?session=nope`);
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.fields).toMatchObject({ session: 'Not a valid id' });
  });

  it("holds this week's psalms as released to the member: Monday to today, nothing else", async () => {
    const monday = mondayOf(today());
    const week: string[] = [];
    for (let day = monday; day <= today(); day = addDays(day, 1)) {
      week.push(
        await dailyPsalm(t, day, {
          title: `Psalm of ${day}`,
          audioUrl: day === monday ? `/media/psalms/${day}.mp3` : null,
        }),
      );
    }
    // Last week's, tomorrow's (not released yet), a draft of today and today's in Portuguese.
    await dailyPsalm(t, addDays(monday, -1), { title: 'Last Sunday' });
    await dailyPsalm(t, addDays(today(), 1), { title: 'Tomorrow' });
    await dailyPsalm(t, today(), { title: 'Draft of today', published: false });
    await dailyPsalm(t, today(), { title: 'Salmo de hoje', language: 'pt' });

    const pack = await answerBody(downloads().week.$get({ query: { timeZone: 'UTC' } }));
    expect(pack).toMatchObject({ kind: 'week', id: monday, title: "This week's psalms" });
    expect(pack.items.map((item) => item.contentId)).toEqual(week);
    expect(pack.items[0]).toMatchObject({ audioUrl: `/media/psalms/${monday}.mp3` });
    expect(pack.urls).toEqual([
      `/api/content/${week[0]}`,
      `/media/psalms/${monday}.mp3`,
      ...week.slice(1).map((id) => `/api/content/${id}`),
    ]);
    expect((await download('week?timeZone=Not/AZone')).status).toBe(400);
  });
});

async function createWorkflow(contentItems: string[]): Promise<string> {
  const created = await answerBody(
    t.api(staff.cookie).admin.workflows.$post({
      json: { title: 'Evening walk', contentItems },
    }),
    201,
  );
  return created.id;
}
