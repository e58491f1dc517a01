import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';

let t: TestContext;
let staff: TestUser;
let categoryId: string;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'moderator' });
  const categories = await (await t.request('/api/categories', { cookie: staff.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
});
afterAll(() => t.close());

// Fetched as staff: free members get no audio while the Access tab keeps it from them.
const audioFile = () => t.media.save('psalms', Buffer.from('ID3 fake narration'), 'mp3');

async function itemWithAudio(title: string, audioUrl: string) {
  const response = await t.request('/api/admin/content', {
    cookie: staff.cookie,
    json: { title, categoryId, audioUrl },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id as string;
}

const remove = (id: string) =>
  t.request(`/api/admin/content/${id}`, { method: 'DELETE', cookie: staff.cookie });

describe('audio of content that is gone', () => {
  it('deleting content makes its audio unreachable at once', async () => {
    const audioUrl = await audioFile();
    const id = await itemWithAudio('Narrated compline', audioUrl);
    expect((await t.request(audioUrl, { cookie: staff.cookie })).status).toBe(200);

    expect((await remove(id)).status).toBe(204);
    expect((await t.request(audioUrl)).status).toBe(404);
    expect((await t.request(audioUrl, { headers: { range: 'bytes=0-3' } })).status).toBe(404);
  });

  it('audio replaced or cleared in an edit is no longer served', async () => {
    const first = await audioFile();
    const second = await audioFile();
    const id = await itemWithAudio('Re-recorded vespers', first);
    const patch = (audioUrl: string | null) =>
      t.request(`/api/admin/content/${id}`, {
        method: 'PATCH',
        cookie: staff.cookie,
        json: { audioUrl },
      });
    expect((await patch(second)).status).toBe(200);
    expect((await t.request(first)).status).toBe(404);
    expect((await t.request(second, { cookie: staff.cookie })).status).toBe(200);
    expect((await patch(null)).status).toBe(200);
    expect((await t.request(second)).status).toBe(404);
  });

  it('a file another item still uses stays until that one goes too', async () => {
    const shared = await audioFile();
    const one = await itemWithAudio('Shared lauds', shared);
    const other = await itemWithAudio('Shared lauds (copy)', shared);
    await remove(one);
    expect((await t.request(shared, { cookie: staff.cookie })).status).toBe(200);
    await remove(other);
    expect((await t.request(shared)).status).toBe(404);
  });
});
