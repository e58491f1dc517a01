import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { users } from '../db/schema/auth';
import { createTestContext, testPassword, uniqueEmail, type TestContext } from '../test/harness';

// Decision 022: the address a newcomer opens works, and signing up again with a registered email
// answers like a new sign-up while the owner is told by email.

/** The app's address as config.ts derives it from these variables. */
function addressFrom(env: Record<string, string>) {
  const { publicUrl, publicUrlSet, trustedOrigins } = loadConfig({
    BILLING_SANDBOX: 'true',
    ...env,
  });
  return { publicUrl, publicUrlSet, trustedOrigins };
}

/** A sign-up as a page opened at `origin` sends it: to that address, with that Origin. */
function signUpAt(t: TestContext, origin: string, email: string, password = testPassword) {
  return t.app.request(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Hannah', lastName: 'Elkanah' }),
  });
}

describe('with no PUBLIC_URL', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ address: addressFrom({ PORT: '3000' }) });
  });
  afterAll(() => t.close());

  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
    it(`signs up from a page opened at ${origin}`, async () => {
      const email = uniqueEmail('newcomer');
      const response = await signUpAt(t, origin, email);
      expect(response.status).toBe(200);
      expect((await response.json()).user.email).toBe(email);
      expect((await t.lastEmail(email))?.subject).toBe('Confirm your Psalmlight account');
    });
  }

  it('tells a page opened at another address of the machine which address to open', async () => {
    const response = await signUpAt(t, 'http://192.168.1.20:3000', uniqueEmail('lan'));
    expect(response.status).toBe(403);
    expect((await response.json()).error).toEqual({
      code: 'forbidden',
      message:
        'Open the app at http://localhost:3000; requests from http://192.168.1.20:3000 are refused. ' +
        'Set PUBLIC_URL to use another address.',
    });
  });
});

describe('with PUBLIC_URL set', () => {
  const publicUrl = 'https://psalms.example.org';
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ address: addressFrom({ PORT: '3000', PUBLIC_URL: publicUrl }) });
  });
  afterAll(() => t.close());

  it('signs up from a page at PUBLIC_URL', async () => {
    const response = await signUpAt(t, publicUrl, uniqueEmail('public'));
    expect(response.status).toBe(200);
  });

  it('refuses sign-up and sign-in from another address with 403 naming the address to open', async () => {
    const email = uniqueEmail('elsewhere');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const signUp = await signUpAt(t, origin, email);
      expect(signUp.status).toBe(403);
      expect((await signUp.json()).error).toEqual({
        code: 'forbidden',
        message: `Open the app at ${publicUrl} (PUBLIC_URL); requests from ${origin} are refused.`,
      });
      const signIn = await t.app.request(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: testPassword }),
      });
      expect(signIn.status).toBe(403);
      expect((await signIn.json()).error.message).toContain(`Open the app at ${publicUrl}`);
    }
    // Nothing was created by the refused sign-ups.
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('signing up with a registered email', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  /** What a caller can observe of a sign-up answer, with the values that must differ blanked. */
  async function observable(response: Response) {
    const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      setCookie: response.headers.get('set-cookie'),
      keys: Object.keys(body).sort(),
      token: body.token,
      user: {
        ...body.user,
        id: typeof body.user.id,
        email: typeof body.user.email,
        createdAt: typeof body.user.createdAt,
        updatedAt: typeof body.user.updatedAt,
      },
    };
  }

  it('answers exactly like a new sign-up, keeps the password and emails the owner', async () => {
    const owner = uniqueEmail('owner');
    const first = await t.request('/api/auth/sign-up/email', {
      json: { email: owner, password: testPassword, firstName: 'Ruth', lastName: 'Moab' },
    });
    expect(first.status).toBe(200);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, owner));

    const fresh = await t.request('/api/auth/sign-up/email', {
      json: {
        email: uniqueEmail('fresh'),
        password: 'another psalm 9',
        firstName: 'Ruth',
        lastName: 'Moab',
      },
    });
    const again = await t.request('/api/auth/sign-up/email', {
      json: { email: owner, password: 'another psalm 9', firstName: 'Ruth', lastName: 'Moab' },
    });
    const freshSeen = await observable(fresh);
    expect(freshSeen.status).toBe(200);
    expect(await observable(again)).toEqual(freshSeen);

    // The owner is told, with a sign-in link and a reset link.
    const mail = await t.lastEmail(owner);
    expect(mail?.subject).toBe('Someone tried to sign up with your email');
    expect(mail?.text).toContain('Sign in: http://localhost:3000/auth');
    expect(mail?.text).toContain('Reset my password: http://localhost:3000/auth?mode=forgot');
    expect(mail?.html).toContain('href="http://localhost:3000/auth?mode=forgot"');

    // One account, its password unchanged.
    expect(await t.db.select().from(users).where(eq(users.email, owner))).toHaveLength(1);
    await expect(t.signIn(owner)).resolves.toContain('psalmlight.session_token=');
    const withNew = await t.request('/api/auth/sign-in/email', {
      json: { email: owner, password: 'another psalm 9' },
    });
    expect(withNew.status).toBe(401);
  });
});
