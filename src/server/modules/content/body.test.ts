import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentBodyMax, contentHasNoBody, textPreviewLength } from '@contracts/content';
import type { ContentInput } from '@contracts/content';
import type { ImportProgressLine } from '@contracts/import';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';

// An item's body (docs/decisions/054): written by the form and the importer, answered only when
// the item is opened, read by limited viewers as its preview, searched, and narrated by staff.

let t: TestContext;
let admin: TestUser;
let categoryId: string;

const tail = 'bodyleakmarkertail';
/** About 6,000 characters in paragraphs, ending in a marker no limited viewer may read. */
const longBody = `${'Blessed are the peacemakers,\nfor they shall be called children of God.\n\n'.repeat(80)}${tail}`;

const send = (path: string, method: string, json: unknown, cookie = admin.cookie) =>
  t.request(path, { method, cookie, json });
const open = (id: string, user?: TestUser) =>
  t.request(`/api/content/${id}`, { cookie: user?.cookie });
const setAccess = (key: string, value: string) =>
  send(`/api/admin/access-settings/${key}`, 'PUT', { value });

const create = (fields: Omit<ContentInput, 'categoryId'>) =>
  answerBody(t.api(admin.cookie).admin.content.$post({ json: { categoryId, ...fields } }), 201);

async function listed(path: string, user: TestUser) {
  const response = await t.request(path, { cookie: user.cookie });
  expect(response.status).toBe(200);
  return (await response.json()).items as Record<string, unknown>[];
}

async function auditOf(id: string, action: string) {
  const { rows } = await t.database.sql(
    'select actor_id, after from audit_log where target_id = $1 and action = $2',
    [id, action],
  );
  return rows as { actor_id: string; after: Record<string, unknown> }[];
}

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.createUser({ role: 'super_admin' });
  const categories = await (await t.request('/api/categories', { cookie: admin.cookie })).json();
  categoryId = categories.items.find((c: { name: string }) => c.name === 'Prayer').id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await setAccess('daily_content_limit', '3');
  await setAccess('text_enabled_free', 'true');
});

describe('writing a body', () => {
  it('is saved trimmed by create and update, and answered by the item', async () => {
    const item = await create({ title: 'Evening verses', body: '  Be still.\n\nPsalm 46:10  ' });
    expect(item.body).toBe('Be still.\n\nPsalm 46:10');
    expect((await (await open(item.id, admin)).json()).body).toBe('Be still.\n\nPsalm 46:10');

    const updated = await send(`/api/admin/content/${item.id}`, 'PATCH', {
      body: 'The Lord is my shepherd;\nI shall not want.',
    });
    expect(updated.status).toBe(200);
    expect((await updated.json()).body).toBe('The Lord is my shepherd;\nI shall not want.');

    const cleared = await send(`/api/admin/content/${item.id}`, 'PATCH', { body: null });
    expect((await cleared.json()).body).toBeNull();
  });

  it('refuses a NUL character or a body that is too long with 400 on body, on create and on update', async () => {
    const withNul = await send('/api/admin/content', 'POST', {
      title: 'Broken',
      categoryId,
      body: 'Line one\n\u0000line two',
    });
    expect(withNul.status).toBe(400);
    expect((await withNul.json()).error.fields.body).toMatch(/NUL character \(U\+0000\)/);

    const { id } = await create({ title: 'Fine so far' });
    const nulUpdate = await send(`/api/admin/content/${id}`, 'PATCH', { body: '\u0000' });
    expect(nulUpdate.status).toBe(400);
    expect((await nulUpdate.json()).error.fields.body).toMatch(/NUL character/);

    const tooLong = await send(`/api/admin/content/${id}`, 'PATCH', {
      body: 'a'.repeat(contentBodyMax + 1),
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields.body).toBe('Body must be at most 50,000 characters');
    expect((await (await open(id, admin)).json()).body).toBeNull();
  });
});

describe('where the body travels', () => {
  it('lists and searches carry no body; a search finds words of the body; opening answers it', async () => {
    const member = await t.createUser({ premium: true });
    const { id } = await create({
      title: 'Compline',
      description: 'A prayer for the night',
      body: 'Keep watch, dear Lord, with those who work or watch or weep this night.',
    });
    for (const [path, user] of [
      ['/api/content?limit=50', admin],
      ['/api/content?limit=50', member],
      ['/api/content?limit=50&q=weep%20this%20night', member],
      [`/api/content?limit=50&categoryId=${categoryId}`, member],
    ] as const) {
      const items = await listed(path, user);
      const item = items.find((entry) => entry.id === id);
      expect(item, path).toBeDefined();
      expect(item, path).not.toHaveProperty('body');
    }
    expect(await listed('/api/content?limit=50&q=nowhere%20in%20it', member)).toEqual([]);

    const opened = await open(id, member);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({
      body: 'Keep watch, dear Lord, with those who work or watch or weep this night.',
      truncated: false,
    });
  });
});

describe('a limited viewer and the body', () => {
  it('a free member within the allowance reads the whole body', async () => {
    const { id } = await create({ title: 'Long meditation', body: longBody });
    const member = await t.createUser();
    const item = await (await open(id, member)).json();
    expect(item.body).toBe(longBody);
    expect(item.truncated).toBe(false);
  });

  it('with the text of free members off, a free member gets the preview and truncated', async () => {
    const { id } = await create({
      title: 'Long narrated meditation',
      body: longBody,
      audioUrl: 'https://audio.example.test/long.mp3',
    });
    await setAccess('text_enabled_free', 'false');
    await setAccess('audio_enabled_free', 'true');
    const member = await t.createUser();
    const response = await open(id, member);
    expect(response.status).toBe(200);
    const item = await response.json();
    expect(item.truncated).toBe(true);
    expect(item.body.length).toBeLessThanOrEqual(textPreviewLength);
    expect(item.body.endsWith('…')).toBe(true);
    expect(longBody.startsWith(item.body.slice(0, -1))).toBe(true);
    expect(item.body).not.toContain(tail);
    await setAccess('audio_enabled_free', 'false');
  });

  it('beyond the daily allowance, or signed out, nothing of the body is answered', async () => {
    const ids = [];
    for (const title of ['First', 'Second', 'Third', 'Fourth'])
      ids.push((await create({ title: `${title} reading`, body: longBody })).id);
    const member = await t.createUser();
    for (const id of ids.slice(0, 3)) expect((await open(id, member)).status).toBe(200);
    const refused = await open(ids[3]!, member);
    expect(refused.status).toBe(403);
    const text = await refused.text();
    expect(JSON.parse(text).error.code).toBe('daily_limit_reached');
    expect(text).not.toContain('peacemakers');

    const signedOut = await open(ids[0]!);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).not.toContain('peacemakers');
  });
});

describe('narrating a body', () => {
  it('staff narrate the saved body: the item gets the audio, and the write is audited', async () => {
    const { id } = await create({ title: 'Morning psalm', body: 'O Lord, open thou my lips.' });
    const response = await send(`/api/admin/content/${id}/narration`, 'POST', {});
    expect(response.status, await response.clone().text()).toBe(200);
    const item = await response.json();
    expect(item.audioUrl).toMatch(/^\/media\/psalms\/.+\.mp3$/);
    expect(item.audioGenerated).toBe(true);
    expect((await t.request(item.audioUrl, { cookie: admin.cookie })).status).toBe(200);
    expect(await auditOf(id, 'content.narrate')).toEqual([
      expect.objectContaining({ actor_id: admin.id }),
    ]);

    // Narrated again after an edit: the new recording replaces the old, whose file goes.
    await send(`/api/admin/content/${id}`, 'PATCH', { body: 'O Lord, make haste to help us.' });
    const again = await (await send(`/api/admin/content/${id}/narration`, 'POST', {})).json();
    expect(again.audioUrl).not.toBe(item.audioUrl);
    expect((await t.request(item.audioUrl, { cookie: admin.cookie })).status).toBe(404);
  });

  it('an item without a body is not narrated (400 on body), and members may not narrate', async () => {
    const { id } = await create({ title: 'Only a title' });
    const response = await send(`/api/admin/content/${id}/narration`, 'POST', {});
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.body).toBe(contentHasNoBody);

    const member = await t.createUser({ premium: true });
    const { id: withBody } = await create({ title: 'Has words', body: 'Amen.' });
    const refused = await send(
      `/api/admin/content/${withBody}/narration`,
      'POST',
      {},
      member.cookie,
    );
    expect(refused.status).toBe(403);
    expect((await (await open(withBody, admin)).json()).audioUrl).toBeNull();
  });
});

describe('importing bodies', () => {
  async function imported(format: 'csv' | 'json', text: string) {
    const response = await send('/api/admin/import', 'POST', {
      format,
      text,
      defaultCategoryId: categoryId,
    });
    expect(response.status).toBe(200);
    return (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ImportProgressLine);
  }
  const bodyOf = async (title: string) => {
    const { rows } = await t.database.sql('select body from content where title = $1', [title]);
    return (rows[0] as { body: string | null } | undefined)?.body;
  };

  it('a body column in CSV and a body field in JSON', async () => {
    const csv = 'title,body\n"CSV verses","Line one\nline two\n\n— Anonymous"\n';
    expect((await imported('csv', csv)).at(-1)).toEqual({ type: 'done', imported: 1, skipped: 0 });
    expect(await bodyOf('CSV verses')).toBe('Line one\nline two\n\n— Anonymous');

    const json = JSON.stringify([{ title: 'JSON verses', body: '  Be still.\n\nPsalm 46:10 ' }]);
    expect((await imported('json', json)).at(-1)).toEqual({
      type: 'done',
      imported: 1,
      skipped: 0,
    });
    expect(await bodyOf('JSON verses')).toBe('Be still.\n\nPsalm 46:10');
  });

  it('previews whether each item has a body, and names a body with a NUL or too long', async () => {
    const json = JSON.stringify([
      { title: 'With body', body: 'Amen.' },
      { title: 'Without body' },
      { title: 'Too long', body: 'a'.repeat(contentBodyMax + 1) },
    ]);
    const withNul = `[{"title":"Has NUL","body":"a\\u0000b"}]`;
    const response = await send('/api/admin/import', 'POST', {
      format: 'json',
      text: json,
      defaultCategoryId: categoryId,
      dryRun: true,
    });
    const preview = await response.json();
    expect(preview.preview.map((item: { hasBody: boolean }) => item.hasBody)).toEqual([
      true,
      false,
    ]);
    expect(preview.preview[0]).not.toHaveProperty('body');
    expect(preview.errors).toEqual([
      { item: 3, message: 'Item 3: Body must be at most 50,000 characters' },
    ]);

    const nul = await send('/api/admin/import', 'POST', {
      format: 'json',
      text: withNul,
      defaultCategoryId: categoryId,
      dryRun: true,
    });
    expect((await nul.json()).errors).toEqual([
      { item: 1, message: 'Item 1: The body field must not contain the NUL character (U+0000)' },
    ]);
  });
});

describe('AI Auto items other than psalms', () => {
  it('keep their written text in the body and a short summary as the description', async () => {
    const run = await send('/api/admin/automation/test-run', 'POST', {
      contentType: 'daily_prayer',
    });
    expect(run.status).toBe(200);
    const { contentId } = await run.json();
    const item = await (await open(contentId, admin)).json();
    expect(item.body?.length).toBeGreaterThan(0);
    expect(item.generatedPsalm).toBeNull();
    expect(item.description.length).toBeLessThanOrEqual(200);
    expect(item.description).not.toContain('\n');
    const summary = item.description.replace(/…$/, '');
    expect(item.body.replace(/\s+/g, ' ').startsWith(summary)).toBe(true);
  });
});
