import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@server/test/harness';
import { UnsupportedSchemaError } from '../support/openapi-arbitrary';
import type { Operation } from '../support/openapi-operations';
import { requestsFor, type FuzzRequest } from '../support/openapi-requests';
import { bookkeeping, watchDatabaseChanges } from './database-changes';
import { errorShapeProblem } from './oracle';

// The fuzzer's own instruments: a suite that passes because its checks see nothing proves nothing.

describe('the database watch', () => {
  let t: TestContext;
  let watch: Awaited<ReturnType<typeof watchDatabaseChanges>>;
  beforeAll(async () => {
    t = await createTestContext();
    watch = await watchDatabaseChanges(t.database.sql);
  });
  afterAll(() => t.close());

  it('watches every table of the public schema but the bookkeeping of limits', async () => {
    const { rows } = await t.database.sql(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const names = rows.map((row) => String(row.name));
    expect(names).toEqual(expect.arrayContaining([...bookkeeping]));
    expect([...watch.tables].sort()).toEqual(names.filter((name) => !bookkeeping.has(name)).sort());
  });

  it('sees writes made through the app, and none for a refusal or a rolled-back write', async () => {
    const author = await t.createUser({ premium: true });
    await watch.since();
    const created = await t.request('/api/journal', {
      cookie: author.cookie,
      json: { title: 'Watched', content: 'words' },
    });
    expect(created.status).toBe(201);
    expect(await watch.since()).toContainEqual({
      table: 'journal_entries',
      operation: 'INSERT',
      rows: 1,
    });

    const refused = await t.request('/api/journal', { cookie: author.cookie, json: { title: 5 } });
    expect(refused.status).toBe(400);
    expect(await watch.since()).toEqual([]);

    const { id } = await created.json();
    await t.request(`/api/journal/${id}`, { method: 'DELETE', cookie: author.cookie });
    expect(await watch.since()).toContainEqual({
      table: 'journal_entries',
      operation: 'DELETE',
      rows: 1,
    });

    await t.database.sql(`begin; update profiles set timezone = 'Asia/Tokyo'; rollback;`);
    expect(await watch.since()).toEqual([]);
    await t.database.sql(`update profiles set timezone = timezone`);
    expect((await watch.since()).map((change) => change.table)).toEqual(['profiles']);
  });
});

describe('the error shape check', () => {
  const problem = (status: number, body: unknown, path = '/api/journal') =>
    errorShapeProblem(status, typeof body === 'string' ? body : JSON.stringify(body), path);

  it('accepts the one error shape with its status', () => {
    expect(problem(404, { error: { code: 'not_found', message: 'That was not found.' } })).toBe(
      undefined,
    );
    expect(
      problem(
        400,
        '{"error":{"code":"validation_failed","message":"x","fields":{"__proto__":"Unknown field."}}}',
      ),
    ).toBe(undefined);
  });

  it('refuses anything else', () => {
    expect(problem(400, 'Bad Request')).toMatch(/not JSON/);
    expect(problem(400, { message: 'x' })).toMatch(/not the error shape/);
    expect(problem(404, { error: { code: 'nope', message: 'x' } })).toMatch(/not the error shape/);
    expect(problem(400, { error: { code: 'validation_failed', message: 'x' } })).toMatch(
      /without fields/,
    );
    expect(
      problem(400, { error: { code: 'validation_failed', message: 'x', fields: { a: ' ' } } }),
    ).toMatch(/without a message/);
    expect(problem(404, { error: { code: 'not_found', message: 'x', stack: 'at …' } })).toMatch(
      /outside the error shape/,
    );
    expect(problem(404, { error: { code: 'not_found', message: 'x' }, detail: 1 })).toMatch(
      /outside the error shape/,
    );
    expect(problem(403, { error: { code: 'not_found', message: 'x' } })).toMatch(/not 404/);
    // better-auth's answers keep better-auth's status.
    expect(
      problem(
        403,
        { error: { code: 'email_not_verified', message: 'x' } },
        '/api/auth/sign-in/email',
      ),
    ).toBe(undefined);
  });
});

describe('the generated requests', () => {
  const operation: Operation = {
    method: 'PATCH',
    path: '/api/things/{id}',
    permission: 'user',
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } },
    ],
    body: {
      required: true,
      content: {
        'application/json': {
          type: 'object',
          properties: {
            title: { type: 'string', minLength: 1, maxLength: 20 },
            kind: { type: 'string', enum: ['a', 'b'] },
          },
          required: ['title'],
          additionalProperties: false,
        },
      },
    },
  };
  const knownId = '7d0f8f5e-3c1a-4b8e-9a55-0c4c2f1d9e01';
  const sample = fc.sample(
    requestsFor(operation, { known: { ids: [knownId], emails: [] }, origin: 'http://app' }),
    { numRuns: 1500, seed: 19 },
  );
  const bodies = sample.map((request) => request.body).filter((body) => typeof body === 'string');
  const parsed = (body: string) => {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return undefined;
    }
  };
  const some = (test: (request: FuzzRequest) => boolean) => sample.some(test);

  it('mix valid-shaped inputs with every kind of hostile one the issue lists', () => {
    const objects = bodies.map(parsed).filter((body) => body && typeof body === 'object');
    // Valid-shaped: a title and nothing unknown, on a row that exists.
    expect(
      objects.some((body) => {
        const keys = Object.keys(body as object);
        return keys.includes('title') && keys.every((key) => ['title', 'kind'].includes(key));
      }),
    ).toBe(true);
    expect(some((request) => request.url.startsWith(`/api/things/${knownId}`))).toBe(true);
    // Missing and extra members, prototype keys among them.
    expect(objects.some((body) => !Object.hasOwn(body as object, 'title'))).toBe(true);
    expect(bodies.some((body) => body.includes('"__proto__"'))).toBe(true);
    // Wrong types, huge strings, NUL and other control characters, lone surrogates, RTL overrides.
    expect(objects.some((body) => typeof (body as { title?: unknown }).title === 'number')).toBe(
      true,
    );
    expect(bodies.some((body) => body.length > 1024 * 1024)).toBe(true);
    expect(bodies.some((body) => body.includes('\\u0000'))).toBe(true);
    expect(bodies.some((body) => /\\ud[89ab]/i.test(body))).toBe(true);
    expect(bodies.some((body) => body.includes('\u202e'))).toBe(true);
    expect(bodies.some((body) => body.includes('DROP TABLE'))).toBe(true);
    expect(bodies.some((body) => body.includes('<script>'))).toBe(true);
    // Malformed JSON, wrong content types, no body.
    expect(
      some(
        (request) =>
          request.headers['content-type'] === 'application/json' &&
          typeof request.body === 'string' &&
          parsed(request.body) === undefined,
      ),
    ).toBe(true);
    expect(some((request) => request.headers['content-type'] === 'text/plain')).toBe(true);
    expect(some((request) => request.body === undefined)).toBe(true);
    // Path parameters that are not ids, extra query parameters, another site's Origin.
    expect(some((request) => /^\/api\/things\/[^/]*%[0-9A-F]{2}/.test(request.url))).toBe(true);
    expect(some((request) => /^\/api\/things\/(\.\.|%|%zz)(\?|$)/.test(request.url))).toBe(true);
    expect(some((request) => request.url.includes('__proto__='))).toBe(true);
    expect(some((request) => request.headers.origin === 'https://evil.example')).toBe(true);
  });

  it('fail for an operation the fuzzer has no generator for, rather than skip it', () => {
    const csv: Operation = {
      ...operation,
      body: { required: true, content: { 'text/csv': { type: 'string' } } },
    };
    expect(() =>
      requestsFor(csv, { known: { ids: [], emails: [] }, origin: 'http://app' }),
    ).toThrow(UnsupportedSchemaError);
    const unknownType: Operation = {
      ...operation,
      body: { required: true, content: { 'application/json': { type: 'bigint' } } },
    };
    expect(() =>
      requestsFor(unknownType, { known: { ids: [], emails: [] }, origin: 'http://app' }),
    ).toThrow(/No generator for JSON Schema type bigint/);
  });
});
