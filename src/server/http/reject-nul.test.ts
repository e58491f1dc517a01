import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psalmThemes } from '@contracts/enums';
import {
  createTestContext,
  testOrigin,
  testPassword,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from '../test/harness';

// PostgreSQL text cannot hold U+0000. Every text value a request carries (JSON at any depth, form
// fields, query string, path) is refused with a 400 naming the field before it reaches a query.

const nulMessage = 'Must not contain the NUL character (U+0000).';

let t: TestContext;
let staff: TestUser;
let entryId: string;
let contentId: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createUser({ role: 'super_admin', premium: true });
  const entry = await t.request('/api/journal', {
    cookie: staff.cookie,
    json: { title: 'Kept', content: 'As written' },
  });
  entryId = (await entry.json()).id;
  const categories = await (await t.request('/api/categories', { cookie: staff.cookie })).json();
  categoryId = categories.items[0].id;
  const content = await t.request('/api/admin/content', {
    cookie: staff.cookie,
    json: { title: 'Existing', categoryId },
  });
  contentId = (await content.json()).id;
});
afterAll(() => t.close());

type Case = {
  label: string;
  path: () => string;
  method?: string;
  json?: () => unknown;
  signedIn?: boolean;
  fields: Record<string, string>;
};

// Each of these, but for the NUL, is a request the route accepts: before, it failed in the database.
const cases: Case[] = [
  {
    label: 'journal create, content',
    path: () => '/api/journal',
    json: () => ({ title: 'Private', content: 'my private words\u0000' }),
    fields: { content: nulMessage },
  },
  {
    label: 'journal create, a tag (nested)',
    path: () => '/api/journal',
    json: () => ({ title: 'Tags', content: 'text', tags: ['fine', 'b\u0000d'] }),
    fields: { 'tags.1': nulMessage },
  },
  {
    label: 'journal edit, title',
    method: 'PATCH',
    path: () => `/api/journal/${entryId}`,
    json: () => ({ title: '\u0000' }),
    fields: { title: nulMessage },
  },
  {
    label: 'journal answer, note',
    method: 'PUT',
    path: () => `/api/journal/${entryId}/answer`,
    json: () => ({ note: 'answered\u0000' }),
    fields: { note: nulMessage },
  },
  {
    label: 'journal search',
    path: () => '/api/journal?q=a%00b',
    fields: { q: nulMessage },
  },
  {
    label: 'content search',
    path: () => '/api/content?q=a%00b',
    fields: { q: nulMessage },
  },
  {
    label: 'a query name holding a NUL',
    path: () => '/api/content?a%00b=1',
    fields: { 'a\\u0000b': nulMessage },
  },
  {
    label: 'content create, title',
    path: () => '/api/admin/content',
    json: () => ({ title: 'A\u0000', categoryId }),
    fields: { title: nulMessage },
  },
  {
    label: 'content edit, description (several lines: the line is named)',
    method: 'PATCH',
    path: () => `/api/admin/content/${contentId}`,
    json: () => ({ description: 'one\ntwo\u0000' }),
    fields: {
      description: 'Must not contain the NUL character (U+0000); the first is on line 2.',
    },
  },
  {
    label: 'category create, name',
    path: () => '/api/admin/categories',
    json: () => ({ name: 'N\u0000' }),
    fields: { name: nulMessage },
  },
  {
    label: 'admins, email',
    path: () => '/api/admin/admins',
    json: () => ({ email: 'x\u0000@example.test', role: 'moderator' }),
    fields: { email: nulMessage },
  },
  {
    label: 'subscriptions, email',
    path: () => '/api/admin/subscriptions/grant',
    json: () => ({ email: 'x\u0000@example.test' }),
    fields: { email: nulMessage },
  },
  {
    label: 'psalm save, text',
    path: () => '/api/admin/psalms',
    json: () => ({
      prompt: 'Peace',
      theme: psalmThemes[0],
      date: '2026-12-25',
      title: 'A psalm',
      generatedPsalm: 'Be still\u0000',
    }),
    fields: { generatedPsalm: nulMessage },
  },
  {
    label: 'automation, prompt template',
    method: 'PATCH',
    path: () => '/api/admin/automation/settings/daily_psalm',
    json: () => ({ aiPromptTemplate: 'Write\u0000' }),
    fields: { aiPromptTemplate: nulMessage },
  },
  {
    label: 'better-auth update-user, first name',
    path: () => '/api/auth/update-user',
    json: () => ({ firstName: 'A\u0000' }),
    fields: { firstName: nulMessage },
  },
  {
    label: 'better-auth sign-up, first name',
    path: () => '/api/auth/sign-up/email',
    signedIn: false,
    json: () => ({
      email: uniqueEmail('nul'),
      password: testPassword,
      firstName: 'A\u0000',
      lastName: 'B',
    }),
    fields: { firstName: nulMessage },
  },
  {
    label: 'better-auth sign-in, email',
    path: () => '/api/auth/sign-in/email',
    signedIn: false,
    json: () => ({ email: 'a\u0000@example.test', password: testPassword }),
    fields: { email: nulMessage },
  },
  {
    label: 'better-auth, a path segment',
    path: () => '/api/auth/reset-password/tok%00en?callbackURL=%2F',
    signedIn: false,
    fields: { path: nulMessage },
  },
];

describe('NUL characters', () => {
  it('answers 400 validation_failed naming the field, on every kind of write and search', async () => {
    for (const c of cases) {
      const response = await t.request(c.path(), {
        method: c.method ?? (c.json ? 'POST' : 'GET'),
        cookie: c.signedIn === false ? undefined : staff.cookie,
        json: c.json?.(),
      });
      expect(response.status, c.label).toBe(400);
      const { error } = await response.json();
      expect(error, c.label).toEqual({
        code: 'validation_failed',
        message: 'Please correct the highlighted fields.',
        fields: c.fields,
      });
    }
    // Nothing was written on the way.
    const entries = await (await t.request('/api/journal', { cookie: staff.cookie })).json();
    expect(entries.items.map((e: { title: string }) => e.title)).toEqual(['Kept']);
  });

  it('refuses a NUL in form bodies too (better-auth reads them)', async () => {
    const form = (body: string, type: string) =>
      t.app.request(`${testOrigin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin: testOrigin, 'content-type': type },
        body,
      });
    const urlencoded = await form(
      `email=a%00b%40example.test&password=${encodeURIComponent(testPassword)}`,
      'application/x-www-form-urlencoded',
    );
    expect(urlencoded.status).toBe(400);
    expect((await urlencoded.json()).error.fields).toEqual({ email: nulMessage });

    const data = new FormData();
    data.set('email', 'a\u0000@example.test');
    data.set('password', testPassword);
    const encoded = new Response(data);
    const multipart = await form(
      await encoded.text(),
      encoded.headers.get('content-type') ?? 'multipart/form-data',
    );
    expect(multipart.status).toBe(400);
    expect((await multipart.json()).error.fields).toEqual({ email: nulMessage });
  });

  it("takes a name that is Object.prototype's (constructor, __proto__) like any other", async () => {
    // Found by the fuzzer (tests/reliability/fuzz): these names answered 500 before the handler.
    const search = await t.request('/api/journal?constructor=a%00b&__proto__=1', {
      cookie: staff.cookie,
    });
    expect(search.status).toBe(400);
    expect((await search.json()).error.fields).toEqual({ constructor: nulMessage });
    const form = await t.app.request(`${testOrigin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'constructor=1&__proto__=2&toString=%00',
    });
    expect(form.status).toBe(400);
    expect((await form.json()).error.fields).toEqual({ toString: nulMessage });
    const plain = await t.request('/api/journal?constructor=1', { cookie: staff.cookie });
    expect(plain.status).toBe(200);
  });

  it('reaches every route of the API document before its handler', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = `/api${path.replace(/\{[^}]+\}/g, 'x')}?probe=a%00b`;
        const response = await t.request(url, {
          method: method.toUpperCase(),
          cookie: staff.cookie,
          json: operation.requestBody ? { nested: [{ deep: 'a\u0000b' }] } : undefined,
        });
        const label = `${method.toUpperCase()} ${path}`;
        expect(response.status, label).toBe(400);
        const expected: Record<string, string> = { probe: nulMessage };
        if (operation.requestBody) expected['nested.0.deep'] = nulMessage;
        expect((await response.json()).error.fields, label).toEqual(expected);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('leaves ordinary text alone: the six characters \\u0000 typed as text, and sign-in', async () => {
    const typed = await t.request('/api/journal', {
      cookie: staff.cookie,
      json: { title: 'Escapes', content: 'C:\\u0000 is not a NUL' },
    });
    expect(typed.status).toBe(201);
    expect((await typed.json()).content).toBe('C:\\u0000 is not a NUL');
    const search = await t.request('/api/journal?q=%2500', { cookie: staff.cookie });
    expect(search.status).toBe(200);
    // better-auth still reads the body after the check has read it.
    expect(await t.signIn(staff.email)).toContain('session_token');
  });

  it('refuses half of a surrogate pair in JSON with 400 (a comment answered 500), keeps whole emoji', async () => {
    const post = await t.request('/api/community/posts', {
      cookie: staff.cookie,
      json: { title: 'Surrogates', content: 'A post to comment on' },
    });
    expect(post.status).toBe(201);
    const { id } = await post.json();
    for (const text of ['x\udfffy', '\ud83d alone']) {
      const comment = await t.request(`/api/community/posts/${id}/comments`, {
        cookie: staff.cookie,
        json: { content: text },
      });
      expect(comment.status, text).toBe(400);
      expect((await comment.json()).error.fields).toEqual({
        content: 'Must not contain a broken character (half of a UTF-16 surrogate pair).',
      });
    }
    const whole = await t.request(`/api/community/posts/${id}/comments`, {
      cookie: staff.cookie,
      json: { content: 'Amen \ud83d\ude4f' },
    });
    expect(whole.status).toBe(201);
    expect((await whole.json()).content).toBe('Amen 🙏');
  });
});
