import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

let t: TestContext;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
});
afterAll(() => t.close());

const names = async () =>
  (
    (await (await t.request('/api/categories', { cookie: staff.cookie })).json()).items as {
      name: string;
    }[]
  ).map((c) => c.name);

describe('categories', () => {
  it('lists the seeded categories ordered by name', async () => {
    expect(await names()).toEqual(['Daily Psalms', 'Meditation', 'Prayer', 'Scripture Study']);
  });

  it('creates with the default colour, accepts a custom hex colour and refuses a bad one', async () => {
    const created = await t.request('/api/admin/categories', {
      cookie: staff.cookie,
      json: { name: 'Worship', description: 'Songs and praise' },
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      name: 'Worship',
      color: '#3B82F6',
      contentCount: 0,
    });

    const custom = await t.request('/api/admin/categories', {
      cookie: staff.cookie,
      json: { name: 'Lament', color: '#123abc' },
    });
    expect((await custom.json()).color).toBe('#123abc');

    const bad = await t.request('/api/admin/categories', {
      cookie: staff.cookie,
      json: { name: 'Bad', color: 'blue' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.color).toBe('Use a colour like #3B82F6');

    const blank = await t.request('/api/admin/categories', {
      cookie: staff.cookie,
      json: { name: '  ' },
    });
    expect((await blank.json()).error.fields.name).toBe('Name is required');
  });

  it('refuses a duplicate name whatever its letter case', async () => {
    const response = await t.request('/api/admin/categories', {
      cookie: staff.cookie,
      json: { name: 'prayer' },
    });
    expect(response.status).toBe(409);
    expect((await response.json()).error.fields.name).toBe(
      'A category with this name already exists',
    );
  });

  it('updates a category', async () => {
    const { id } = await (
      await t.request('/api/admin/categories', { cookie: staff.cookie, json: { name: 'Silence' } })
    ).json();
    const response = await t.request(`/api/admin/categories/${id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { name: 'Holy Silence', color: '#EC4899' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Holy Silence', color: '#EC4899' });
  });

  it('refuses to delete a category that still has content, and deletes it once empty', async () => {
    const { id } = await (
      await t.request('/api/admin/categories', {
        cookie: staff.cookie,
        json: { name: 'Pilgrimage' },
      })
    ).json();
    const item = await (
      await t.request('/api/admin/content', {
        cookie: staff.cookie,
        json: { title: 'Road to Emmaus', categoryId: id },
      })
    ).json();

    const refused = await t.request(`/api/admin/categories/${id}`, {
      method: 'DELETE',
      cookie: staff.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(
      'This category still has 1 content item. Move or delete it first.',
    );
    expect(await names()).toContain('Pilgrimage');

    await t.request(`/api/admin/content/${item.id}`, { method: 'DELETE', cookie: staff.cookie });
    expect(
      (await t.request(`/api/admin/categories/${id}`, { method: 'DELETE', cookie: staff.cookie }))
        .status,
    ).toBe(204);
    expect(await names()).not.toContain('Pilgrimage');
    expect(
      (await t.request(`/api/admin/categories/${id}`, { method: 'DELETE', cookie: staff.cookie }))
        .status,
    ).toBe(404);
  });

  it('counts the content of each category and changes only the fields an update names', async () => {
    const { id } = await (
      await t.request('/api/admin/categories', {
        cookie: staff.cookie,
        json: { name: 'Vespers', color: '#EF4444' },
      })
    ).json();
    for (const title of ['Evening hymn', 'Evening psalm']) {
      await t.request('/api/admin/content', {
        cookie: staff.cookie,
        json: { title, categoryId: id },
      });
    }
    const list = await (await t.request('/api/categories', { cookie: staff.cookie })).json();
    expect(list.items.find((c: { id: string }) => c.id === id).contentCount).toBe(2);
    const renamed = await (
      await t.request(`/api/admin/categories/${id}`, {
        method: 'PATCH',
        cookie: staff.cookie,
        json: { description: 'At dusk' },
      })
    ).json();
    expect(renamed).toMatchObject({
      name: 'Vespers',
      color: '#EF4444',
      description: 'At dusk',
      contentCount: 2,
    });
  });

  it("keeps members' counts current: each publish, unpublish and delete shows at the next visit", async () => {
    const member = await t.createUser();
    const meditationCount = async (cookie: string) =>
      (
        (await (await t.request('/api/categories', { cookie })).json()).items as {
          name: string;
          contentCount: number;
        }[]
      ).find((c) => c.name === 'Meditation')!.contentCount;
    const meditation = (
      (await (await t.request('/api/categories', { cookie: staff.cookie })).json()).items as {
        id: string;
        name: string;
      }[]
    ).find((c) => c.name === 'Meditation')!;
    const before = await meditationCount(member.cookie);
    const draft = await (
      await t.request('/api/admin/content', {
        cookie: staff.cookie,
        json: { title: 'Quiet breath', categoryId: meditation.id, isPublished: false },
      })
    ).json();
    // A draft is not the member's to count; staff count it at once.
    expect(await meditationCount(member.cookie)).toBe(before);
    expect(await meditationCount(staff.cookie)).toBeGreaterThan(before);
    const publish = (isPublished: boolean) =>
      t.request(`/api/admin/content/${draft.id}`, {
        method: 'PATCH',
        cookie: staff.cookie,
        json: { isPublished },
      });
    expect((await publish(true)).status).toBe(200);
    expect(await meditationCount(member.cookie)).toBe(before + 1);
    expect((await publish(false)).status).toBe(200);
    expect(await meditationCount(member.cookie)).toBe(before);
    expect((await publish(true)).status).toBe(200);
    expect(await meditationCount(member.cookie)).toBe(before + 1);
    const removed = await t.request(`/api/admin/content/${draft.id}`, {
      method: 'DELETE',
      cookie: staff.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await meditationCount(member.cookie)).toBe(before);
  });

  it('answers an empty update with the category unchanged, and 404 for a missing one', async () => {
    const { id } = await (
      await t.request('/api/admin/categories', { cookie: staff.cookie, json: { name: 'Compline' } })
    ).json();
    const same = await t.request(`/api/admin/categories/${id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: {},
    });
    expect(same.status).toBe(200);
    expect((await same.json()).name).toBe('Compline');
    const missing = await t.request('/api/admin/categories/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      cookie: staff.cookie,
      json: {},
    });
    expect(missing.status).toBe(404);
  });
});
