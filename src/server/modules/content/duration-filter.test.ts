import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentListQuery } from '@contracts/content';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// The library's length filter (docs/decisions/134): short <= 5, medium 6-15, long > 15 minutes.

let t: TestContext;
let staff: TestUser;
let member: TestUser;
let categoryId: string;
const tag = `len-${Date.now()}`;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
  member = await t.createUser();
  const categories = await (await t.request('/api/categories', { cookie: member.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Meditation').id;
  for (const [minutes, published] of [
    [0, true],
    [5, true],
    [6, true],
    [15, true],
    [16, true],
    [90, true],
    [3, false],
  ] as const) {
    const response = await t.request('/api/admin/content', {
      cookie: staff.cookie,
      json: {
        title: `${tag} ${minutes}${published ? '' : ' draft'}`,
        categoryId,
        durationMinutes: minutes,
        isPublished: published,
      },
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => t.close());

const titles = async (query: Pick<ContentListQuery, 'duration' | 'difficulty'>) => {
  const body = await answerBody(t.api(member.cookie).content.$get({ query: { q: tag, ...query } }));
  return body.items.map((item) => item.title.slice(tag.length + 1)).sort();
};

describe('the duration filter', () => {
  it('short is up to 5 minutes, medium 6 to 15, long over 15; drafts never show', async () => {
    expect(await titles({ duration: 'short' })).toEqual(['0', '5']);
    expect(await titles({ duration: 'medium' })).toEqual(['15', '6']);
    expect(await titles({ duration: 'long' })).toEqual(['16', '90']);
    expect(await titles({})).toEqual(['0', '15', '16', '5', '6', '90']);
  });

  it('combines with the other filters', async () => {
    expect(await titles({ duration: 'short', difficulty: 'beginner' })).toEqual(['0', '5']);
    expect(await titles({ duration: 'short', difficulty: 'advanced' })).toEqual([]);
  });

  it('an unknown length is a 400 with a message on the field', async () => {
    const response = await t.request('/api/content?duration=forever', { cookie: member.cookie });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ duration: 'Choose short, medium or long' });
  });
});
