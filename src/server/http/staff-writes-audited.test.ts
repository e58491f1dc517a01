import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../paths';
import {
  answerBody,
  createTestContext,
  testOrigin,
  type TestContext,
  type TestUser,
} from '../test/harness';
import { newHeldDraft } from '../test/held-drafts';

// Every staff write leaves an audit row. The test walks /api/openapi.json: each POST, PUT, PATCH and
// DELETE that needs a staff permission is called with a valid request as a super admin, and must
// add a row naming them. A new staff write route fails here until it records one and has a call
// below (or, writing nothing, a reason in `writesNothing`).

type StaffWrite = { method: string; path: string };
/** `file`: the body is these bytes (an uploaded recording), `query` goes after the path. */
type Call = { params?: Record<string, string>; body?: unknown; file?: Uint8Array; query?: string };

const memberPermissions = ['public', 'user', 'premium'];
const writeMethods = ['post', 'put', 'patch', 'delete'];

/** Staff writes that change nothing, with why. */
const writesNothing: Record<string, string> = {
  'POST /api/admin/psalms/generate': 'a preview: the psalm is written by the provider, not saved',
};

let t: TestContext;
let superAdmin: TestUser;
let member: TestUser;
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${++counter}`;

beforeAll(async () => {
  t = await createTestContext();
  superAdmin = await t.createUser({ role: 'super_admin' });
  member = await t.createUser();
});
afterAll(() => t.close());

/** The staff write operations of the OpenAPI document, as `METHOD /api/path/{param}`. */
async function staffWrites(): Promise<StaffWrite[]> {
  const response = await t.request('/api/openapi.json');
  expect(response.status).toBe(200);
  const document = (await response.json()) as {
    servers?: { url: string }[];
    paths: Record<string, Record<string, { 'x-permission'?: unknown }>>;
  };
  const base = document.servers?.[0]?.url ?? '';
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(
        ([method, operation]) =>
          writeMethods.includes(method) &&
          !memberPermissions.includes(String(operation['x-permission'])),
      )
      .map(([method]) => ({ method: method.toUpperCase(), path: `${base}${path}` })),
  );
}

/** A request as the super admin; answers the status and the whole body (an import streams). */
async function asSuperAdmin(path: string, method: string, body?: unknown, file?: Uint8Array) {
  const response = file
    ? await t.app.request(`${testOrigin}${path}`, {
        method,
        headers: { origin: testOrigin, cookie: superAdmin.cookie, 'content-type': 'audio/wav' },
        body: Buffer.from(file),
      })
    : await t.request(path, { method, cookie: superAdmin.cookie, json: body });
  return { status: response.status, text: await response.text() };
}

const recording = () =>
  new Uint8Array(fs.readFileSync(projectPath('tests/fixtures/recordings/loud.wav')));

async function created(path: string, body: unknown) {
  const answer = await asSuperAdmin(path, 'POST', body);
  expect(answer.status, `${path}: ${answer.text}`).toBeLessThan(300);
  return (JSON.parse(answer.text) as { id: string }).id;
}

const newCategory = () => created('/api/admin/categories', { name: unique('Category') });
const newContent = async () =>
  created('/api/admin/content', { title: unique('Item'), categoryId: await newCategory() });
const newWorkflow = () => created('/api/admin/workflows', { title: unique('Workflow') });
const memberPost = async () => {
  const post = await answerBody(
    t.api(member.cookie).community.posts.$post({
      json: { title: unique('Post'), content: 'Please pray with me.' },
    }),
    201,
  );
  return post.id;
};
const memberComment = async (postId: string) => {
  const comment = await answerBody(
    t.api(member.cookie).community.posts[':id'].comments.$post({
      param: { id: postId },
      json: { content: unique('Comment') },
    }),
    201,
  );
  return comment.id;
};
const newStaff = async (role: string) => {
  const person = await t.createUser();
  await asSuperAdmin('/api/admin/admins', 'POST', { email: person.email, role });
  return person;
};

/** A valid request for each staff write, made ready by what it needs (an item to edit, a post…). */
const calls: Record<string, () => Promise<Call>> = {
  'PATCH /api/admin/automation/settings/{contentType}': async () => ({
    params: { contentType: 'daily_prayer' },
    body: { generationTime: '07:30', isAudioEnabled: false },
  }),
  'POST /api/admin/automation/test-run': async () => ({ body: { contentType: 'daily_prayer' } }),
  'POST /api/admin/automation/drafts/{id}/approve': async () => ({
    params: { id: (await newHeldDraft(t, superAdmin)).id },
    body: { title: unique('Edited') },
  }),
  'POST /api/admin/automation/drafts/{id}/reject': async () => ({
    params: { id: (await newHeldDraft(t, superAdmin)).id },
  }),
  'POST /api/admin/automation/drafts/{id}/regenerate': async () => ({
    params: { id: (await newHeldDraft(t, superAdmin)).id },
  }),
  'POST /api/admin/psalms/cleanup': async () => ({}),
  'POST /api/admin/psalms': async () => ({
    body: {
      prompt: 'for those who wait',
      theme: 'trust',
      date: '2031-01-01',
      title: unique('Psalm'),
      generatedPsalm: 'The Lord is my light.',
    },
  }),
  'POST /api/admin/seed': async () => {
    // Seeding writes only into an empty library.
    await t.database.sql('delete from content');
    return {};
  },
  'POST /api/admin/content': async () => ({
    body: { title: unique('Prayer'), categoryId: await newCategory() },
  }),
  'PATCH /api/admin/content/{id}': async () => ({
    params: { id: await newContent() },
    body: { title: unique('Renamed'), isPublished: false },
  }),
  'DELETE /api/admin/content/{id}': async () => ({ params: { id: await newContent() } }),
  'POST /api/admin/content/{id}/narration': async () => ({
    params: {
      id: await created('/api/admin/content', {
        title: unique('Narrated'),
        categoryId: await newCategory(),
        body: 'Be still, and know that I am God.',
      }),
    },
    body: {},
  }),
  'PUT /api/admin/content/{id}/recording': async () => ({
    params: { id: await newContent() },
    query: '?readerName=Ana',
    file: recording(),
  }),
  'DELETE /api/admin/content/{id}/recording': async () => {
    const id = await newContent();
    const uploaded = await asSuperAdmin(
      `/api/admin/content/${id}/recording?readerName=Ana`,
      'PUT',
      undefined,
      recording(),
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    return { params: { id } };
  },
  'POST /api/admin/categories': async () => ({ body: { name: unique('Category') } }),
  'PATCH /api/admin/categories/{id}': async () => ({
    params: { id: await newCategory() },
    body: { name: unique('Renamed category') },
  }),
  'DELETE /api/admin/categories/{id}': async () => ({ params: { id: await newCategory() } }),
  'POST /api/admin/workflows': async () => ({ body: { title: unique('Workflow') } }),
  'PATCH /api/admin/workflows/{id}': async () => ({
    params: { id: await newWorkflow() },
    body: { isActive: false },
  }),
  'DELETE /api/admin/workflows/{id}': async () => ({ params: { id: await newWorkflow() } }),
  'POST /api/admin/import': async () => ({
    body: {
      format: 'json',
      text: JSON.stringify([{ title: unique('Imported') }]),
      defaultCategoryId: await newCategory(),
    },
  }),
  'PUT /api/admin/widgets/settings': async () => ({ body: { autoUpdates: false } }),
  'PUT /api/admin/group-settings': async () => ({
    body: { groupsPerMember: 20, membersPerGroup: 500, creatingIsPremium: false },
  }),
  'POST /api/admin/widgets/refresh': async () => ({}),
  'PUT /api/admin/access-settings/{key}': async () => ({
    params: { key: 'daily_content_limit' },
    body: { value: '9' },
  }),
  'POST /api/admin/subscriptions/grant': async () => ({
    body: { email: (await t.createUser()).email },
  }),
  'POST /api/admin/subscriptions/{userId}/cancel': async () => ({
    params: { userId: (await t.createUser({ premium: true })).id },
  }),
  'POST /api/admin/admins': async () => ({
    body: { email: (await t.createUser()).email, role: 'moderator' },
  }),
  'DELETE /api/admin/admins/{userId}': async () => ({
    params: { userId: (await newStaff('moderator')).id },
  }),
  'POST /api/moderation/posts/{id}/hide': async () => ({ params: { id: await memberPost() } }),
  'POST /api/moderation/posts/{id}/restore': async () => ({ params: { id: await memberPost() } }),
  'POST /api/moderation/posts/{id}/pin': async () => ({ params: { id: await memberPost() } }),
  'POST /api/moderation/posts/{id}/unpin': async () => ({ params: { id: await memberPost() } }),
  'POST /api/moderation/comments/{id}/hide': async () => ({
    params: { id: await memberComment(await memberPost()) },
  }),
  'POST /api/moderation/comments/{id}/restore': async () => ({
    params: { id: await memberComment(await memberPost()) },
  }),
  'POST /api/moderation/dismiss': async () => {
    const postId = await memberPost();
    await t.request(`/api/community/posts/${postId}/report`, {
      cookie: (await t.createUser()).cookie,
      json: { reason: 'spam' },
    });
    return { body: { postId } };
  },
};

async function auditRowsBy(actorId: string) {
  const { rows } = await t.database.sql(
    'select count(*)::int as n from audit_log where actor_id = $1',
    [actorId],
  );
  return Number(rows[0]!.n);
}

describe('staff writes are audited', () => {
  it('finds the staff writes of the OpenAPI document', async () => {
    const found = (await staffWrites()).map((write) => `${write.method} ${write.path}`);
    // The walk must see the routes it guards, or it proves nothing; and no call here is stale.
    expect(found).toEqual(
      expect.arrayContaining(['POST /api/admin/content', 'POST /api/moderation/posts/{id}/hide']),
    );
    expect(
      [...Object.keys(calls), ...Object.keys(writesNothing)].filter((key) => !found.includes(key)),
    ).toEqual([]);
  });

  it('every staff POST, PUT, PATCH and DELETE writes an audit row naming the staff member', async () => {
    const problems: string[] = [];
    for (const { method, path } of await staffWrites()) {
      const key = `${method} ${path}`;
      if (key in writesNothing) continue;
      const prepare = calls[key];
      if (!prepare) {
        problems.push(`${key}: no valid call in this test (add one, and audit the route)`);
        continue;
      }
      const { params = {}, body, file, query = '' } = await prepare();
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => params[name] ?? name);
      const before = await auditRowsBy(superAdmin.id);
      const answer = await asSuperAdmin(url + query, method, body, file);
      if (answer.status >= 300) {
        problems.push(`${key}: answered ${answer.status} ${answer.text}`);
        continue;
      }
      if ((await auditRowsBy(superAdmin.id)) === before) problems.push(`${key}: no audit row`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('records what an edit changed, before and after', async () => {
    const id = await newWorkflow();
    const paused = await asSuperAdmin(`/api/admin/workflows/${id}`, 'PATCH', { isActive: false });
    expect(paused.status).toBe(200);
    const { items } = await answerBody(
      t.api(superAdmin.cookie).admin['audit-log'].$get({ query: { targetId: id } }),
    );
    expect(
      items.map(({ action, actorEmail, before, after }) => [action, actorEmail, before, after]),
    ).toEqual([
      ['workflow.update', superAdmin.email, { isActive: true }, { isActive: false }],
      ['workflow.create', superAdmin.email, null, expect.objectContaining({ isActive: true })],
    ]);
  });
});
