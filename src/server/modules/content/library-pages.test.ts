import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDateIn } from '@contracts/time';
import type { ContentInput } from '@contracts/content';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// The members' library is answered from memory between changes (decision 061). Each case first
// lists the page (so it is kept), then changes what it shows, and expects the very next list to
// show the change: a kept page that outlived its content would fail here.
let t: TestContext;
let staff: TestUser;
let admin: TestUser;
let premium: TestUser;
let free: TestUser;
let categoryId: string;

type Listed = {
  id: string;
  title: string;
  audioUrl: string | null;
  category: { name: string } | null;
};
const firstPage = async (user: TestUser, query = '') => {
  const response = await t.request(`/api/content?limit=5${query}`, { cookie: user.cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return ((await response.json()) as { items: Listed[] }).items;
};
const titles = async (user: TestUser, query = '') =>
  (await firstPage(user, query)).map((item) => item.title);

const create = (body: Omit<ContentInput, 'categoryId'> & { categoryId?: string }) =>
  answerBody(t.api(staff.cookie).admin.content.$post({ json: { categoryId, ...body } }), 201);

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
  admin = await t.createUser({ role: 'super_admin' });
  premium = await t.createUser({ premium: true });
  free = await t.createUser();
  const categories = await (await t.request('/api/categories', { cookie: free.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
});
afterAll(() => t.close());

describe("the members' library between changes", () => {
  it('a new, changed or deleted item shows in the next list', async () => {
    await create({ title: 'Kept page, first item' });
    expect(await titles(free)).toContain('Kept page, first item');

    const added = await create({ title: 'Added after the page was kept' });
    expect((await titles(free))[0]).toBe('Added after the page was kept');

    await t.request(`/api/admin/content/${added.id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { title: 'Renamed after the page was kept' },
    });
    expect((await titles(free))[0]).toBe('Renamed after the page was kept');

    await t.request(`/api/admin/content/${added.id}`, { method: 'DELETE', cookie: staff.cookie });
    expect(await titles(free)).not.toContain('Renamed after the page was kept');
  });

  it('a renamed category shows in the next list of its items', async () => {
    const category = await (
      await t.request('/api/admin/categories', {
        cookie: staff.cookie,
        json: { name: 'Vespers', color: '#334455' },
      })
    ).json();
    await create({ title: 'Evening office', categoryId: category.id });
    expect((await firstPage(free))[0]?.category?.name).toBe('Vespers');

    const renamed = await t.request(`/api/admin/categories/${category.id}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { name: 'Evening prayer' },
    });
    expect(renamed.status).toBe(200);
    expect((await firstPage(free))[0]?.category?.name).toBe('Evening prayer');
  });

  it('free and premium members each get their own page, and a rule change shows at once', async () => {
    const audio = 'https://audio.example.test/narrated-prayer.mp3';
    await create({ title: 'Narrated prayer', audioUrl: audio });
    const audioOf = async (user: TestUser) =>
      (await firstPage(user)).find((item) => item.title === 'Narrated prayer')?.audioUrl;
    // The free page is kept first: the premium member must still get the audio.
    expect(await audioOf(free)).toBe(null);
    expect(await audioOf(premium)).toBe(audio);
    expect(await audioOf(free)).toBe(null);

    const setting = await t.request('/api/admin/access-settings/audio_enabled_free', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { value: 'true' },
    });
    expect(setting.status).toBe(200);
    expect(await audioOf(free)).toBe(audio);
  });

  it('readers on different days get the page of their own day', async () => {
    // A member's day is their local date, never before the UTC date (visibility.ts): from 10:00 UTC
    // Kiritimati (UTC+14) is a day ahead of UTC. At 12:00 UTC an item released on Kiritimati's date
    // is listed there and not yet in UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${localDateIn('UTC')}T12:00:00Z`) });
    try {
      const ahead = 'Pacific/Kiritimati';
      await create({ title: 'Released on its day', scheduledFor: localDateIn(ahead) });
      expect(await titles(free, '&timeZone=UTC')).not.toContain('Released on its day');
      expect(await titles(free, `&timeZone=${ahead}`)).toContain('Released on its day');
      expect(await titles(free, '&timeZone=UTC')).not.toContain('Released on its day');
    } finally {
      vi.useRealTimers();
    }
  });

  it('readers of different languages get the page of their own language', async () => {
    const portuguese = await t.createUser();
    const saved = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: portuguese.cookie,
      json: { language: 'pt' },
    });
    expect(saved.status).toBe(200);
    const psalm = async (title: string, language: 'en' | 'pt') => {
      const saved = await t.request('/api/admin/psalms', {
        cookie: admin.cookie,
        json: {
          prompt: 'light',
          theme: 'peace',
          date: localDateIn('UTC'),
          title,
          language,
          generatedPsalm: `${title}.`,
        },
      });
      expect(saved.status).toBe(201);
    };
    await psalm('The Lord is my light', 'en');
    await psalm('O Senhor é a minha luz', 'pt');
    // The English page is kept first; the Portuguese reader gets their own psalm of the day.
    const unfiltered = '&timeZone=UTC';
    expect(await titles(free, unfiltered)).toContain('The Lord is my light');
    expect(await titles(portuguese, unfiltered)).toContain('O Senhor é a minha luz');
    expect(await titles(portuguese, unfiltered)).not.toContain('The Lord is my light');
    expect(await titles(free, unfiltered)).not.toContain('O Senhor é a minha luz');
  });

  it('staff who manage content never get a kept page (they see drafts)', async () => {
    expect(await titles(free)).not.toContain('A draft');
    await create({ title: 'A draft', isPublished: false });
    expect(await titles(staff)).toContain('A draft');
    expect(await titles(free)).not.toContain('A draft');
  });
});
