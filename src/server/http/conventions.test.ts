import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  testOrigin,
  uniqueEmail,
  type TestContext,
  type TestUser,
} from '../test/harness';

// Bad input and the HTTP conventions of ARCHITECTURE.md ("HTTP API rules"), through the real app.

let t: TestContext;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  superAdmin = await t.createUser({ role: 'super_admin' });
});
afterAll(() => t.close());

/** A request with a raw body, for what the JSON helper cannot send. */
function raw(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> },
) {
  return t.app.request(`${testOrigin}${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers,
    body: init.body,
  });
}

const isErrorShape = (body: unknown) => {
  const error = (body as { error?: Record<string, unknown> | null } | null)?.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    Object.keys(error).every((key) => ['code', 'message', 'fields'].includes(key))
  );
};

describe('bad input', () => {
  it('answers malformed JSON with 400 validation_failed and writes nothing', async () => {
    const target = await t.createUser();
    const response = await raw('/api/admin/admins', {
      headers: {
        origin: testOrigin,
        cookie: superAdmin.cookie,
        'content-type': 'application/json',
      },
      body: `{"email": "${target.email}", "role": "admin"`,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(isErrorShape(body)).toBe(true);
    expect(body.error.code).toBe('validation_failed');
    expect(await t.roleOf(target.id)).toBeNull();
  });

  it('answers wrong types and unknown fields with 400 and a message for each field', async () => {
    const response = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: 5, role: 'pope', extra: 1 },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(isErrorShape(body)).toBe(true);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'extra', 'role']);
    for (const message of Object.values(body.error.fields)) {
      expect(message).toEqual(expect.any(String));
      expect(message).not.toBe('');
    }
    expect(body.error.fields.extra).toBe('Unknown field.');
  });

  it('names the body as a whole ("_") when it is no JSON object, on the auth endpoints too', async () => {
    // Found by the fuzzer (tests/reliability/fuzz): these 400s came without per-field messages.
    const json = { origin: testOrigin, 'content-type': 'application/json' };
    const cases = [
      raw('/api/admin/admins', { headers: { ...json, cookie: superAdmin.cookie }, body: '{' }),
      raw('/api/auth/sign-in/email', { headers: json, body: '{"email":' }),
      raw('/api/auth/request-password-reset', { headers: json }),
    ];
    for (const response of await Promise.all(cases)) {
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toEqual(['_']);
      expect(error.fields._).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('names an unknown field called __proto__ like any other', async () => {
    // Found by the fuzzer (tests/reliability/fuzz): the 400 came with no fields at all.
    const response = await raw('/api/admin/admins', {
      headers: {
        origin: testOrigin,
        cookie: superAdmin.cookie,
        'content-type': 'application/json',
      },
      body: '{"email": "someone@example.test", "role": "admin", "__proto__": {"isAdmin": true}}',
    });
    expect(response.status).toBe(400);
    const fields = (await response.json()).error.fields;
    expect(Object.entries(fields)).toEqual([['__proto__', 'Unknown field.']]);
  });

  it('refuses an over-long string with 400 on that field and writes nothing', async () => {
    const target = await t.createUser();
    const longEmail = `${'a'.repeat(300)}${target.email}`;
    const response = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: longEmail, role: 'admin' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual(['email']);
    expect(await t.roleOf(target.id)).toBeNull();

    const setup = await t.request('/api/setup/status?token=' + 'x'.repeat(201));
    expect(setup.status).toBe(400);
    expect((await setup.json()).error.fields).toHaveProperty('token');
  });

  it('answers a body over 1 MB with 413 payload_too_large and writes nothing', async () => {
    const target = await t.createUser();
    const response = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: target.email, role: 'admin', padding: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(isErrorShape(body)).toBe(true);
    expect(body.error.code).toBe('payload_too_large');
    expect(await t.roleOf(target.id)).toBeNull();
  });

  it('answers 413 from the declared Content-Length too, on the auth endpoints as well', async () => {
    const email = uniqueEmail('huge');
    const body = JSON.stringify({
      email,
      password: 'a fine password',
      firstName: 'x'.repeat(1024 * 1024 + 1),
      lastName: 'Big',
    });
    const response = await raw('/api/auth/sign-up/email', {
      headers: {
        origin: testOrigin,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    const { rows } = await t.database.sql('select id from users where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('refuses a JSON body sent as text/plain with 415 and writes nothing', async () => {
    const target = await t.createUser();
    const response = await raw('/api/admin/admins', {
      headers: { origin: testOrigin, cookie: superAdmin.cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ email: target.email, role: 'admin' }),
    });
    expect(response.status).toBe(415);
    expect(isErrorShape(await response.json())).toBe(true);
    expect(await t.roleOf(target.id)).toBeNull();
  });
});

describe('sessions and CSRF', () => {
  it('answers 401 unauthenticated without a session cookie', async () => {
    const response = await t.request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: 'Please sign in first.' },
    });
  });

  it('answers 401 to a forged or tampered session cookie', async () => {
    const user = await t.createUser();
    const [name, value] = user.cookie.split(';')[0]!.split('=') as [string, string];
    expect(name).toBe('psalmlight.session_token');
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const forged = [
      'psalmlight.session_token=not-a-session',
      `psalmlight.session_token=${encodeURIComponent(`${token}.${'A'.repeat(signature.length)}`)}`,
      `psalmlight.session_token=${encodeURIComponent(`${'x'.repeat(token.length)}.${signature}`)}`,
    ];
    for (const cookie of forged) {
      const response = await t.request('/api/me', { cookie });
      expect({ cookie, status: response.status }).toEqual({ cookie, status: 401 });
      expect((await response.json()).error.code).toBe('unauthenticated');
    }
    // The genuine cookie still works, so the 401s above are about the forgery.
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
  });

  it('refuses a cross-site POST with a valid cookie with 403 csrf_failed and grants nothing', async () => {
    const target = await t.createUser();
    const response = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      headers: { origin: 'https://evil.example' },
      json: { email: target.email, role: 'admin' },
    });
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(isErrorShape(body)).toBe(true);
    expect(body.error.code).toBe('csrf_failed');
    expect(await t.roleOf(target.id)).toBeNull();
  });

  it('refuses a cookie-authenticated POST without an Origin header and grants nothing', async () => {
    const target = await t.createUser();
    const response = await raw('/api/admin/admins', {
      headers: { cookie: superAdmin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email: target.email, role: 'admin' }),
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('csrf_failed');
    expect(await t.roleOf(target.id)).toBeNull();
  });

  it('refuses a cross-site sign-out, which keeps the session alive', async () => {
    const user = await t.createUser();
    const response = await t.request('/api/auth/sign-out', {
      cookie: user.cookie,
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expect(response.status).toBe(403);
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
  });

  it('accepts the same POST from the app origin', async () => {
    const target = await t.createUser();
    const response = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: target.email, role: 'moderator' },
    });
    expect(response.status).toBe(200);
    expect(await t.roleOf(target.id)).toBe('moderator');
  });
});

describe('HTTP conventions', () => {
  it('answers an unknown /api path with 404 in the error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/admin/no-such-thing'],
    ] as const) {
      const response = await t.request(path, { method, cookie: superAdmin.cookie });
      expect(response.status).toBe(404);
      const body = await response.json();
      expect(isErrorShape(body)).toBe(true);
      expect(body.error.code).toBe('not_found');
    }
  });

  it('answers an unknown /api/auth path with 404 in the error shape too', async () => {
    const response = await t.request('/api/auth/no-such-thing', { json: {} });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '(none)').toContain('application/json');
    const body = await response.json();
    expect(isErrorShape(body)).toBe(true);
    expect(body.error.code).toBe('not_found');
  });

  it('sends the security headers with a Content Security Policy the SPA runs under', async () => {
    for (const path of ['/api/health', '/api/me', '/api/no-such-thing']) {
      const response = await t.request(path);
      const csp = response.headers.get('content-security-policy');
      expect(csp).toBeTruthy();
      expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const xfo = response.headers.get('x-frame-options');
      const frameAncestors = /frame-ancestors/.test(csp!);
      expect(xfo !== null || frameAncestors).toBe(true);
    }
  });

  it('rate limits sign-in: the 4th attempt within a minute gets 429 with Retry-After', async () => {
    const limited = await createTestContext({ rateLimitAuthPerMinute: 3 });
    try {
      const email = uniqueEmail('guesser');
      const attempt = () =>
        limited.request('/api/auth/sign-in/email', {
          json: { email, password: 'a guess 123' },
        });
      for (let i = 0; i < 3; i++) {
        const response = await attempt();
        expect(response.status).toBe(401);
        await response.body?.cancel();
      }
      const refused = await attempt();
      expect(refused.status).toBe(429);
      const body = await refused.json();
      expect(isErrorShape(body)).toBe(true);
      expect(body.error.code).toBe('rate_limited');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });

  it('behind a trusted proxy, counts each client by the address the proxy saw', async () => {
    const limited = await createTestContext({ rateLimitAuthPerMinute: 2, trustedProxyHops: 1 });
    try {
      const email = uniqueEmail('behind-proxy');
      // The client may send its own X-Forwarded-For; the proxy appends the address it saw.
      const attempt = (seenByProxy: string, forged = '203.0.113.99') =>
        limited.request('/api/auth/sign-in/email', {
          json: { email, password: 'a guess 123' },
          headers: { 'x-forwarded-for': `${forged}, ${seenByProxy}` },
        });
      const statuses = async (seenByProxy: string, forged?: string) =>
        (await attempt(seenByProxy, forged)).status;
      expect(await statuses('198.51.100.1')).toBe(401);
      // A new forged address does not buy a fresh budget: the proxy's entry is what counts.
      expect(await statuses('198.51.100.1', '192.0.2.1')).toBe(401);
      expect(await statuses('198.51.100.1', '192.0.2.2')).toBe(429);
      // Another client behind the same proxy is not locked out by the first one.
      expect(await statuses('198.51.100.2')).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('/api/health answers 200 with the database kind', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: t.database.kind });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
