import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameCharactersMessage } from '@contracts/names';
import { createTestContext, testPassword, uniqueEmail, type TestContext } from '../test/harness';

// A name is shown wherever the person is (emails, the staff portal, the community) and a picture
// is loaded by every page that shows them: names refuse control characters on every route that
// sets them, and the account's `image` URL cannot be set at all (the picture is the uploaded
// avatar). better-auth's own update-user is one of those routes, whatever path reaches it.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Names no person has: line breaks (header-like lines in an email), a tab, a bidi override. */
const badNames = [
  'Ruth\r\nBcc: victim@example.test',
  'Ruth\nClick https://evil.example.test',
  'Ruth\tMoabite',
  'Ruth \u202Eetibaom',
  'Ruth\u0085Moabite',
];

async function storedUser(email: string) {
  const { rows } = await t.database.sql(
    'select name, first_name, last_name, image from users where email = $1',
    [email],
  );
  return rows[0] as
    { name: string; first_name: string; last_name: string; image: string | null } | undefined;
}

const signUp = (email: string, fields: Record<string, unknown>) =>
  t.request('/api/auth/sign-up/email', {
    json: { email, password: testPassword, firstName: 'Ruth', lastName: 'Moabite', ...fields },
  });

describe('names refuse control characters', () => {
  it.each(['firstName', 'lastName', 'name'])(
    'sign-up: a %s with CR/LF, a tab or a bidi override is a 400 on that field, and no account is made',
    async (field) => {
      for (const bad of badNames) {
        const email = uniqueEmail('names');
        const refused = await signUp(email, { [field]: bad });
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({
          error: {
            code: 'validation_failed',
            message: expect.any(String),
            fields: { [field]: nameCharactersMessage },
          },
        });
        expect(await storedUser(email)).toBeUndefined();
        expect(await t.lastEmail(email)).toBeUndefined();
      }
    },
  );

  it('sign-up: names in other scripts, with accents and joiners, are welcome', async () => {
    const email = uniqueEmail('names');
    const signedUp = await signUp(email, {
      firstName: 'Lídia',
      lastName: 'ทิอาทิรา',
      name: 'Lídia \u200Dمريم',
    });
    expect(signedUp.status).toBe(200);
    expect(await storedUser(email)).toMatchObject({ first_name: 'Lídia', last_name: 'ทิอาทิรา' });
  });

  it.each(['firstName', 'lastName', 'name'])(
    'update-user: a %s with control characters is a 400 on that field and nothing changes',
    async (field) => {
      const user = await t.createUser();
      for (const bad of badNames) {
        const refused = await t.request('/api/auth/update-user', {
          cookie: user.cookie,
          json: { [field]: bad },
        });
        expect(refused.status).toBe(400);
        expect((await refused.json()).error.fields).toEqual({ [field]: nameCharactersMessage });
      }
      expect(await storedUser(user.email)).toMatchObject({
        name: 'Test Person',
        first_name: 'Test',
        last_name: 'Person',
      });
    },
  );

  it('update-user reached by another spelling of its path is held to the same rule', async () => {
    const user = await t.createUser();
    for (const path of [
      '/api/auth/update-user/',
      '/api/auth//update-user',
      '/api/auth/update-user?x=1',
    ]) {
      const response = await t.request(path, {
        cookie: user.cookie,
        json: { name: 'Ruth\r\nBcc: victim@example.test' },
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
    expect((await storedUser(user.email))?.name).toBe('Test Person');
  });

  it('better-auth itself refuses such a name or a picture, with no route of ours before it', async () => {
    // What a path our routes do not match would reach: better-auth's endpoint, called directly
    // as the signed-in person; its users-row hook holds the rule.
    const user = await t.createUser();
    const headers = new Headers({ cookie: user.cookie });
    await expect(
      t.auth.api.updateUser({ headers, body: { name: 'Ruth\r\nBcc: victim@example.test' } }),
    ).rejects.toMatchObject({ statusCode: 400, message: `[body.name] ${nameCharactersMessage}` });
    await expect(
      t.auth.api.updateUser({ headers, body: { image: 'javascript:alert(1)' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await storedUser(user.email)).toMatchObject({ name: 'Test Person', image: null });
  });

  it('the profile: a full name with control characters is a 400 on fullName and nothing changes', async () => {
    const user = await t.createUser();
    for (const bad of badNames) {
      const refused = await t.request('/api/profile', {
        method: 'PATCH',
        cookie: user.cookie,
        json: { fullName: bad },
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ fullName: nameCharactersMessage });
    }
    const profile = await (await t.request('/api/profile', { cookie: user.cookie })).json();
    expect(profile.fullName).toBe('Test Person');
    expect((await storedUser(user.email))?.name).toBe('Test Person');
  });
});

describe('the account picture (users.image) cannot be set', () => {
  const pictures = [
    'javascript:alert(document.cookie)',
    'https://tracker.example.test/pixel.png',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '/media/avatars/someone-else.png',
  ];

  it('sign-up with an image is a 400 on image, and no account is made', async () => {
    for (const image of pictures) {
      const email = uniqueEmail('picture');
      const refused = await signUp(email, { image });
      expect(refused.status).toBe(400);
      expect(Object.keys((await refused.json()).error.fields)).toEqual(['image']);
      expect(await storedUser(email)).toBeUndefined();
    }
  });

  it('update-user with an image is a 400 on image, by any spelling of its path', async () => {
    const user = await t.createUser();
    for (const image of pictures) {
      for (const path of ['/api/auth/update-user', '/api/auth/update-user/']) {
        const refused = await t.request(path, {
          cookie: user.cookie,
          json: { image, name: 'Test Person' },
        });
        expect(refused.status, path).toBeGreaterThanOrEqual(400);
        expect(refused.status, path).toBeLessThan(500);
      }
    }
    expect((await storedUser(user.email))?.image).toBeNull();
    const session = await (
      await t.request('/api/auth/get-session', { cookie: user.cookie })
    ).json();
    expect(session.user.image ?? null).toBeNull();
  });

  it('one stored before the rule (a javascript: URL) is never sent back', async () => {
    const user = await t.createUser();
    await t.database.sql('update users set image = $1 where id = $2', [pictures[0], user.id]);
    expect((await storedUser(user.email))?.image).toBe(pictures[0]);
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const answer = await t.request(path, { cookie: user.cookie });
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).not.toContain('javascript:');
    }
    const signedIn = await t.request('/api/auth/sign-in/email', {
      json: { email: user.email, password: testPassword },
    });
    expect(signedIn.status).toBe(200);
    const body = await signedIn.json();
    expect(body.user.email).toBe(user.email);
    expect(body.user).not.toHaveProperty('image');
  });
});
