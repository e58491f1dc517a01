import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '@contracts/errors';
import { addDays, localDateIn } from '@contracts/time';
import { content } from '@server/db/schema/content';
import { dailyPsalm } from '@server/test/factories';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

// A free member is told which refusal it is (decision 044): the daily limit (403
// daily_limit_reached, with the limit and when it resets on their clock) or premium-only content
// (403 premium_required); and today's psalm says when its audio is premium for them, so the page
// offers no narration the server would refuse.
let t: TestContext;
let admin: TestUser;
let premium: TestUser;
let psalmId: string;
const items: string[] = [];
const day = localDateIn('UTC');
// The allowance is a UTC day (decision 035): it resets at the next 00:00 UTC.
const next = addDays(day, 1);

const put = (key: string, value: string) =>
  t.request(`/api/admin/access-settings/${key}`, {
    method: 'PUT',
    cookie: admin.cookie,
    json: { value },
  });
const get = (path: string, user: TestUser) => t.request(path, { cookie: user.cookie });

async function refusal(response: Response) {
  expect(response.status).toBe(403);
  return apiError.parse(await response.json()).error;
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
  premium = await t.createUser({ premium: true });
  const audio = await t.media.save('psalms', Buffer.from('ID3 fake mp3 bytes'), 'mp3');
  psalmId = await dailyPsalm(t, day, { title: 'Psalm of today', audioUrl: audio });
  await t.db.update(content).set({ audioGenerated: true }).where(eq(content.id, psalmId));
  for (const title of ['Morning prayer', 'Evening prayer', 'Night prayer']) {
    const [row] = await t.db
      .insert(content)
      .values({ title, description: `${title} description` })
      .returning({ id: content.id });
    items.push(row!.id);
  }
});
beforeEach(async () => {
  await put('daily_content_limit', '2');
  await put('audio_enabled_free', 'false');
  await put('premium_content_types', '["daily_meditation","scripture_reflection"]');
});
afterAll(() => t.close());

describe('the daily limit', () => {
  it('answers daily_limit_reached with the limit and the reset on the clock of the zone sent', async () => {
    const member = await t.createUser();
    for (const id of items.slice(0, 2))
      expect((await get(`/api/content/${id}?timeZone=Asia/Tokyo`, member)).status).toBe(200);
    const error = await refusal(await get(`/api/content/${items[2]}?timeZone=Asia/Tokyo`, member));
    expect(error.code).toBe('daily_limit_reached');
    // Tokyo is UTC+9 all year: 00:00 UTC is 09:00 there, the same date.
    expect(error.details).toEqual({
      limit: 2,
      resetsAt: `${next}T00:00:00.000Z`,
      timeZone: 'Asia/Tokyo',
      resetsAtLocal: `${next}T09:00`,
    });
    // Today's psalm is an item too, refused the same way.
    const today = await refusal(await get('/api/psalms/today?timeZone=UTC', member));
    expect(today.code).toBe('daily_limit_reached');
    expect(today.details).toEqual({
      limit: 2,
      resetsAt: `${next}T00:00:00.000Z`,
      timeZone: 'UTC',
      resetsAtLocal: `${next}T00:00`,
    });
  });

  it("without a zone in the request, the reset is told on the profile's clock", async () => {
    const member = await t.createUser();
    const sync = await t.request('/api/preferences/timezone', {
      method: 'PUT',
      cookie: member.cookie,
      json: { timeZone: 'America/Sao_Paulo' },
    });
    expect(sync.status).toBe(200);
    for (const id of items.slice(0, 2))
      expect((await get(`/api/content/${id}`, member)).status).toBe(200);
    const error = await refusal(await get(`/api/content/${items[2]}`, member));
    // São Paulo is UTC-3 (no summer time since 2019): 21:00 the evening before.
    expect(error.details).toEqual({
      limit: 2,
      resetsAt: `${next}T00:00:00.000Z`,
      timeZone: 'America/Sao_Paulo',
      resetsAtLocal: `${day}T21:00`,
    });
  });
});

describe('premium-only content', () => {
  it('answers premium_required, without limit details, even with the whole allowance left', async () => {
    await put('premium_content_types', '["daily_psalm"]');
    const member = await t.createUser();
    const error = await refusal(await get(`/api/content/${psalmId}`, member));
    expect(error.code).toBe('premium_required');
    expect(error.details).toBeUndefined();
  });
});

describe("today's psalm's audio", () => {
  it('tells a free member the narration is premium (audio off), and narrating answers premium_required', async () => {
    const member = await t.createUser();
    const today = await (await get('/api/psalms/today?timeZone=UTC', member)).json();
    expect(today.psalm).toMatchObject({
      id: psalmId,
      audioUrl: null,
      audioGenerated: true,
      audioPremiumOnly: true,
    });
    const narrate = await t.request(`/api/psalms/${psalmId}/audio`, {
      cookie: member.cookie,
      json: { voice: 'onyx' },
    });
    expect((await refusal(narrate)).code).toBe('premium_required');
  });

  it('is not premium for a free member when the Access tab allows audio, nor for premium members', async () => {
    await put('audio_enabled_free', 'true');
    const member = await t.createUser();
    const free = await (await get('/api/psalms/today?timeZone=UTC', member)).json();
    expect(free.psalm.audioPremiumOnly).toBe(false);
    expect(free.psalm.audioUrl).not.toBeNull();
    await put('audio_enabled_free', 'false');
    const paid = await (await get('/api/psalms/today?timeZone=UTC', premium)).json();
    expect(paid.psalm).toMatchObject({ audioPremiumOnly: false, audioGenerated: true });
    expect(paid.psalm.audioUrl).not.toBeNull();
  });
});
