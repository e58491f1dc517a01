import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

let t: TestContext;
let moderator: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  moderator = await t.createUser({ role: 'moderator' });
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const put = (key: string, value: unknown, cookie = admin.cookie) =>
  t.request(`/api/admin/access-settings/${key}`, { method: 'PUT', cookie, json: { value } });

describe('content access settings', () => {
  it('starts from the defaults of the admin spec, ordered by key', async () => {
    const body = await (
      await t.request('/api/admin/access-settings', { cookie: moderator.cookie })
    ).json();
    expect(body.items.map((s: { key: string; value: string }) => [s.key, s.value])).toEqual([
      ['audio_enabled_free', 'false'],
      ['daily_content_limit', '3'],
      ['premium_content_types', '["daily_meditation","scripture_reflection"]'],
      ['text_enabled_free', 'true'],
    ]);
  });

  it('accepts a daily limit from 1 to 20 and refuses anything else', async () => {
    expect((await put('daily_content_limit', '20')).status).toBe(200);
    expect((await put('daily_content_limit', '1')).status).toBe(200);
    for (const bad of ['0', '21', '2.5', 'three', '']) {
      const response = await put('daily_content_limit', bad);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields.value).toBe('Enter a whole number from 1 to 20');
    }
  });

  it('accepts only booleans for the free-tier switches and known types for premium content', async () => {
    expect((await put('audio_enabled_free', 'true')).status).toBe(200);
    expect((await put('text_enabled_free', 'maybe')).status).toBe(400);
    expect((await put('premium_content_types', '["daily_psalm","journal_prompt"]')).status).toBe(
      200,
    );
    expect((await put('premium_content_types', '["weekly_workflow"]')).status).toBe(400);
    expect((await put('premium_content_types', 'daily_psalm')).status).toBe(400);
    expect((await put('unknown_key', 'x')).status).toBe(400);
    expect((await put('daily_content_limit', 5)).status).toBe(400);
  });

  it('lets a moderator read the settings but not change what free members get', async () => {
    const before = await (
      await t.request('/api/admin/access-settings', { cookie: moderator.cookie })
    ).json();
    for (const [key, value] of [
      ['daily_content_limit', '20'],
      ['text_enabled_free', 'true'],
      ['audio_enabled_free', 'true'],
      ['premium_content_types', '[]'],
    ] as const) {
      const response = await put(key, value, moderator.cookie);
      expect(response.status, key).toBe(403);
      expect((await response.json()).error.code).toBe('forbidden');
    }
    const after = await (
      await t.request('/api/admin/access-settings', { cookie: moderator.cookie })
    ).json();
    expect(after).toEqual(before);
  });

  it('is refused to a user without the content permission', async () => {
    const user = await t.createUser();
    expect((await put('daily_content_limit', '9', user.cookie)).status).toBe(403);
    const body = await (
      await t.request('/api/admin/access-settings', { cookie: moderator.cookie })
    ).json();
    expect(body.items.find((s: { key: string }) => s.key === 'daily_content_limit').value).toBe(
      '1',
    );
  });
});
