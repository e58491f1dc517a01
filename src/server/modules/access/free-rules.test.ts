import { addDays, localDateIn } from '@contracts/time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { content } from '@server/db/schema/content';
import { contentOpens } from '@server/db/schema/billing';
import { dailyPsalm } from '@server/test/factories';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

// The Access tab's free-user rules, enforced on every content route (docs/decisions/044).
let t: TestContext;
let admin: TestUser;
let premium: TestUser;
let moderator: TestUser;
let audioPath: string;
let psalmId: string;
const items: string[] = [];

const put = (key: string, value: string) =>
  t.request(`/api/admin/access-settings/${key}`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { value },
  });
const get = (path: string, user?: TestUser) => t.request(path, { cookie: user?.cookie });

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
  moderator = await t.createUser({ role: 'moderator' });
  premium = await t.createUser({ premium: true });
  audioPath = await t.media.save('psalms', Buffer.from('ID3 fake mp3 bytes'), 'mp3');
  psalmId = await dailyPsalm(t, localDateIn('UTC'), {
    title: 'Psalm of today',
    audioUrl: audioPath,
  });
  // Featured psalms are those of the days before.
  await dailyPsalm(t, addDays(localDateIn('UTC'), -1), { title: 'Yesterday', audioUrl: audioPath });
  for (const title of ['Morning prayer', 'Evening prayer', 'Night prayer', 'Noon prayer']) {
    const [row] = await t.db
      .insert(content)
      .values({ title, description: `${title} description`, audioUrl: audioPath })
      .returning({ id: content.id });
    items.push(row!.id);
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await put('daily_content_limit', '3');
  await put('audio_enabled_free', 'false');
  await put('text_enabled_free', 'true');
  await put('premium_content_types', '["daily_meditation","scripture_reflection"]');
});

async function expectPremiumRequired(response: Response) {
  expect(response.status).toBe(403);
  expect((await response.json()).error.code).toBe('premium_required');
}

async function expectDailyLimit(response: Response) {
  expect(response.status).toBe(403);
  expect((await response.json()).error.code).toBe('daily_limit_reached');
}

describe('daily content limit', () => {
  it('lets a free member open N distinct items a day; the N+1th answers daily_limit_reached', async () => {
    await put('daily_content_limit', '2');
    const member = await t.createUser();
    expect((await get(`/api/content/${items[0]}`, member)).status).toBe(200);
    expect((await get(`/api/content/${items[1]}`, member)).status).toBe(200);
    // The same item again counts once.
    expect((await get(`/api/content/${items[0]}`, member)).status).toBe(200);
    await expectDailyLimit(await get(`/api/content/${items[2]}`, member));
    // Browsing and searching the list never count and keep working.
    const list = await (await get('/api/content?limit=50', member)).json();
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    const search = await (await get('/api/content?q=Night', member)).json();
    expect(search.items.map((i: { title: string }) => i.title)).toEqual(['Night prayer']);
    // Today's psalm is an item too.
    await expectDailyLimit(await get('/api/psalms/today', member));
    // A higher limit set in the Access tab takes effect at once.
    await put('daily_content_limit', '3');
    expect((await get(`/api/content/${items[2]}`, member)).status).toBe(200);
    const opens = await t.db.select().from(contentOpens);
    expect(opens.filter((o) => o.userId === member.id)).toHaveLength(3);
  });

  it("counts today's psalm, and leaves premium members and staff unlimited", async () => {
    await put('daily_content_limit', '1');
    const member = await t.createUser();
    const today = await (await get('/api/psalms/today', member)).json();
    expect(today.psalm.id).toBe(psalmId);
    expect((await get(`/api/content/${psalmId}`, member)).status).toBe(200);
    await expectDailyLimit(await get(`/api/content/${items[0]}`, member));
    for (const user of [premium, moderator]) {
      for (const id of items) expect((await get(`/api/content/${id}`, user)).status).toBe(200);
      expect((await get('/api/psalms/today', user)).status).toBe(200);
    }
  });
});

describe('audio for free users', () => {
  it('off: no audio URL anywhere for free members and /media answers 403; premium keeps both', async () => {
    const member = await t.createUser();
    const list = await (await get('/api/content?limit=50', member)).json();
    expect(list.items.every((i: { audioUrl: string | null }) => i.audioUrl === null)).toBe(true);
    expect((await (await get(`/api/content/${items[0]}`, member)).json()).audioUrl).toBeNull();
    expect((await (await get('/api/psalms/today', member)).json()).psalm.audioUrl).toBeNull();
    const featured = await (await get('/api/psalms/featured', member)).json();
    expect(featured.items[0].audioUrl).toBeNull();
    expect((await (await get('/api/latest-content')).json()).audioUrl).toBeNull();
    expect((await get(audioPath, member)).status).toBe(403);
    expect((await get(audioPath)).status).toBe(403);
    const narrate = await t.request(`/api/psalms/${psalmId}/audio`, {
      cookie: member.cookie,
      json: { voice: 'onyx' },
    });
    await expectPremiumRequired(narrate);

    expect((await (await get(`/api/content/${items[0]}`, premium)).json()).audioUrl).toBe(
      audioPath,
    );
    expect((await (await get('/api/latest-content', premium)).json()).audioUrl).toBe(audioPath);
    expect((await get(audioPath, premium)).status).toBe(200);
    expect((await get(audioPath, moderator)).status).toBe(200);
  });

  it('on: free members get the audio URL and the file', async () => {
    await put('audio_enabled_free', 'true');
    const member = await t.createUser();
    expect((await (await get(`/api/content/${items[0]}`, member)).json()).audioUrl).toBe(audioPath);
    const file = await get(audioPath, member);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toMatch(/^private/);
  });
});

describe('text for free users', () => {
  it('off: text is left out; an item with nothing left for them answers premium_required', async () => {
    await put('text_enabled_free', 'false');
    const member = await t.createUser();
    const list = await (await get('/api/content?limit=50', member)).json();
    const psalm = list.items.find((i: { id: string }) => i.id === psalmId);
    expect(psalm.generatedPsalm).toBe('');
    await expectPremiumRequired(await get(`/api/content/${psalmId}`, member));
    expect((await (await get('/api/latest-content')).json()).content).toBe('');
    // With audio allowed, the psalm opens as audio only.
    await put('audio_enabled_free', 'true');
    const opened = await (await get('/api/psalms/today', member)).json();
    expect(opened.psalm.text).toBe('');
    expect(opened.psalm.audioUrl).toBe(audioPath);
    expect((await (await get('/api/psalms/today', premium)).json()).psalm.text).not.toBe('');
  });
});

describe('premium-only content types', () => {
  it('daily_psalm premium-only: psalms are listed without text or audio and refused when opened', async () => {
    await put('audio_enabled_free', 'true');
    await put('premium_content_types', '["daily_psalm"]');
    const member = await t.createUser();
    await expectPremiumRequired(await get('/api/psalms/today', member));
    await expectPremiumRequired(await get(`/api/content/${psalmId}`, member));
    const search = await (await get('/api/content?q=Psalm%20of%20today', member)).json();
    expect(search.items[0]).toMatchObject({ id: psalmId, generatedPsalm: '', audioUrl: null });
    const featured = await (await get('/api/psalms/featured', member)).json();
    expect(featured.items[0]).toMatchObject({ excerpt: '', audioUrl: null });
    expect((await (await get('/api/latest-content')).json()).content).toBe('');
    // Other items still open, and premium members open the psalm.
    expect((await get(`/api/content/${items[3]}`, member)).status).toBe(200);
    expect((await get('/api/psalms/today', premium)).status).toBe(200);
  });

  it('hearing is opening: narration of a premium-only psalm is refused, and it counts towards the limit', async () => {
    await put('audio_enabled_free', 'true');
    await put('premium_content_types', '["daily_psalm"]');
    const member = await t.createUser();
    const narrate = (id: string) =>
      t.request(`/api/psalms/${id}/audio`, { cookie: member.cookie, json: {} });
    await expectPremiumRequired(await narrate(psalmId));

    await put('premium_content_types', '[]');
    await put('daily_content_limit', '2');
    expect((await get(`/api/content/${items[0]}`, member)).status).toBe(200);
    const heard = await narrate(psalmId);
    expect(heard.status).toBe(200);
    expect((await heard.json()).audioUrl).toBe(audioPath);
    // Two distinct items today: a third is refused, to hear or to read.
    await expectDailyLimit(await get(`/api/content/${items[1]}`, member));
    // The psalm heard already is still theirs today.
    expect((await narrate(psalmId)).status).toBe(200);
  });
});
