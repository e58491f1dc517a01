import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioUrlNotIssued } from '@contracts/content';
import { content } from '@server/db/schema/content';
import { profiles } from '@server/db/schema/profiles';
import {
  createTestContext,
  testOrigin,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

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

/** A row written straight into the table, naming any URL (as data from before the rule might). */
async function rowNaming(title: string, audioUrl: string) {
  const [row] = await t.db
    .insert(content)
    .values({ title, categoryId, audioUrl, isPublished: true })
    .returning({ id: content.id });
  return row!.id;
}

const remove = (id: string) =>
  t.request(`/api/admin/content/${id}`, { method: 'DELETE', cookie: staff.cookie });

describe('audio of content that is gone', () => {
  it('deleting content makes its audio unreachable at once', async () => {
    const audioUrl = await audioFile();
    const id = await rowNaming('Narrated compline', audioUrl);
    expect((await t.request(audioUrl, { cookie: staff.cookie })).status).toBe(200);

    expect((await remove(id)).status).toBe(204);
    expect((await t.request(audioUrl)).status).toBe(404);
    expect((await t.request(audioUrl, { headers: { range: 'bytes=0-3' } })).status).toBe(404);
  });

  it('audio replaced or cleared in an edit is no longer served', async () => {
    const first = await audioFile();
    const second = await audioFile();
    const patch = async (id: string, audioUrl: string | null) =>
      t.request(`/api/admin/content/${id}`, {
        method: 'PATCH',
        cookie: staff.cookie,
        json: { audioUrl },
      });
    const replaced = await rowNaming('Re-recorded vespers', first);
    expect((await patch(replaced, 'https://cdn.example.org/vespers.mp3')).status).toBe(200);
    expect((await t.request(first)).status).toBe(404);
    const cleared = await rowNaming('Silent vespers', second);
    expect((await t.request(second, { cookie: staff.cookie })).status).toBe(200);
    expect((await patch(cleared, null)).status).toBe(200);
    expect((await t.request(second)).status).toBe(404);
  });

  it('a file two rows name (written before the rule) stays until the last of them goes', async () => {
    const shared = await audioFile();
    const one = await rowNaming('Shared lauds', shared);
    const other = await rowNaming('Shared lauds (copy)', shared);
    await remove(one);
    expect((await t.request(shared, { cookie: staff.cookie })).status).toBe(200);
    await remove(other);
    expect((await t.request(shared)).status).toBe(404);
  });

  it('an edit that sends the item’s own audio back unchanged keeps it', async () => {
    const own = await rowNaming('Narrated sext', await audioFile());
    const item = await (await t.request(`/api/content/${own}`, { cookie: staff.cookie })).json();
    const response = await t.request(`/api/admin/content/${own}`, {
      method: 'PATCH',
      cookie: staff.cookie,
      json: { title: 'Narrated sext, renamed', audioUrl: item.audioUrl },
    });
    expect(response.status).toBe(200);
    expect((await t.request(item.audioUrl, { cookie: staff.cookie })).status).toBe(200);
  });
});

describe('media content does not own (docs/decisions/036)', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  /** A member with an uploaded avatar; answers its /media URL. */
  async function memberAvatar() {
    const member = await t.createUser();
    const response = await t.app.request(`${testOrigin}/api/profile/avatar`, {
      method: 'PUT',
      headers: { origin: testOrigin, cookie: member.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(response.status).toBe(200);
    return (await response.json()).avatarUrl as string;
  }

  /** On disk under DATA_DIR/media, and served to anyone. */
  async function stillThere(url: string) {
    expect(await t.media.read(url)).not.toBeNull();
    const served = await t.request(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  }

  const refusedOnAudioUrl = async (response: Response) => {
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields.audioUrl).toBe(audioUrlNotIssued);
  };

  it('content naming a member’s avatar is refused, and deleting content never takes the avatar', async () => {
    const avatar = await memberAvatar();
    const create = (audioUrl: string) =>
      t.request('/api/admin/content', {
        cookie: staff.cookie,
        json: { title: 'Not a recording', categoryId, audioUrl },
      });
    await refusedOnAudioUrl(await create(avatar));
    // The same file by a path that only resolves to it.
    await refusedOnAudioUrl(
      await create(avatar.replace('/media/avatars/', '/media/psalms/../avatars/')),
    );

    const id = await itemWithAudio('Plain vespers', 'https://cdn.example.org/vespers.mp3');
    await refusedOnAudioUrl(
      await t.request(`/api/admin/content/${id}`, {
        method: 'PATCH',
        cookie: staff.cookie,
        json: { audioUrl: avatar },
      }),
    );
    expect((await remove(id)).status).toBe(204);
    await stillThere(avatar);
  });

  it('a row that names an avatar (written around the API) is deleted without the avatar', async () => {
    const avatar = await memberAvatar();
    const id = await rowNaming('Planted row', avatar);
    expect((await remove(id)).status).toBe(204);
    await stillThere(avatar);
  });

  it('another item’s recording cannot be attached: the file stays that item’s alone', async () => {
    const recording = await audioFile();
    const owner = await rowNaming('Recorded none', recording);
    const response = await t.request('/api/admin/content', {
      cookie: staff.cookie,
      json: { title: 'Borrowed none', categoryId, audioUrl: recording },
    });
    await refusedOnAudioUrl(response);
    expect((await t.request(recording, { cookie: staff.cookie })).status).toBe(200);
    await remove(owner);
    expect((await t.request(recording)).status).toBe(404);
  });

  it('an audio URL is a link elsewhere or a /media path: anything else is refused', async () => {
    for (const audioUrl of ['javascript:alert(1)', 'media/psalms/x.mp3', '/api/health']) {
      const response = await t.request('/api/admin/content', {
        cookie: staff.cookie,
        json: { title: 'Odd link', categoryId, audioUrl },
      });
      await refusedOnAudioUrl(response);
    }
  });

  it('a profile pointed at a narration (written around the API) drops it without removing it', async () => {
    const recording = await audioFile();
    const member = await t.createUser();
    await t.db.update(profiles).set({ avatarUrl: recording }).where(eq(profiles.userId, member.id));
    const removed = await t.request('/api/profile/avatar', {
      method: 'DELETE',
      cookie: member.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await t.request(recording, { cookie: staff.cookie })).status).toBe(200);
  });
});
