import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testPassword, type TestContext } from '../test/harness';

// Session tokens live only in the httpOnly cookie: no /api/auth answer carries one in its body,
// and none of those answers may be stored by a browser or a proxy.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe('session tokens', () => {
  it('list-sessions lists the sessions without their tokens and is not cacheable', async () => {
    const user = await t.createUser();
    await t.signIn(user.email);
    const response = await t.request('/api/auth/list-sessions', { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sessions = await response.json();
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session).toMatchObject({ userId: user.id });
      expect(session).not.toHaveProperty('token');
    }
    const { rows } = await t.database.sql('select token from sessions where user_id = $1', [
      user.id,
    ]);
    const text = JSON.stringify(sessions);
    for (const row of rows) expect(text).not.toContain(row.token as string);
  });

  it('sign-in and get-session answer without a token, uncached', async () => {
    const user = await t.createUser();
    const signedIn = await t.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: testPassword },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(keysOf(await signedIn.json())).not.toContain('token');

    const session = await t.request('/api/auth/get-session', { cookie: user.cookie });
    expect(session.status).toBe(200);
    expect(session.headers.get('cache-control')).toBe('no-store');
    const body = await session.json();
    expect(body.user.id).toBe(user.id);
    expect(keysOf(body)).not.toContain('token');
  });
});
