import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testOrigin, type TestContext } from '@server/test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** PUT /api/profile/avatar with a raw body, as the page sends the chosen file. */
const upload = (cookie: string, body: Buffer, type = 'image/png') =>
  t.app.request(`${testOrigin}/api/profile/avatar`, {
    method: 'PUT',
    headers: { origin: testOrigin, cookie, 'content-type': type },
    body: new Uint8Array(body),
  });

describe('profile', () => {
  it('starts with the spec defaults and the account email, which cannot be changed', async () => {
    const user = await t.createUser();
    const response = await t.request('/api/profile', { cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      userId: user.id,
      email: user.email,
      fullName: 'Test Person',
      language: 'en',
      theme: 'system',
      audioAutoplay: true,
      dailyReminders: true,
      pushNotifications: true,
      emailUpdates: false,
      avatarUrl: null,
    });
    const refused = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { email: 'someone.else@example.test' },
    });
    expect(refused.status).toBe(400);
  });

  it('saves the fields sent, for its owner only, and keeps the others', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const saved = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: {
        fullName: '  Miriam Okafor ',
        denomination: 'orthodox',
        prayerFocus: 'peace',
        theme: 'dark',
        emailUpdates: true,
        scriptureDaily: false,
      },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      fullName: 'Miriam Okafor',
      denomination: 'orthodox',
      prayerFocus: 'peace',
      theme: 'dark',
      emailUpdates: true,
      scriptureDaily: false,
      dailyReminders: true,
    });
    const theirs = await (await t.request('/api/profile', { cookie: other.cookie })).json();
    expect(theirs).toMatchObject({ fullName: 'Test Person', theme: 'system', denomination: null });
    // The account's name follows (emails and the staff portal greet the person by it).
    const me = await (await t.request('/api/me', { cookie: user.cookie })).json();
    expect(me.user.name).toBe('Miriam Okafor');
  });

  it('refuses a 10,000-character name, a value outside its list and a NUL, naming the field', async () => {
    const user = await t.createUser();
    const long = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { fullName: 'x'.repeat(10_000) },
    });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toEqual({
      fullName: 'Use 100 characters or fewer',
    });
    const outside = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { denomination: 'pastafarian', theme: 'neon', language: 'fr' },
    });
    expect(outside.status).toBe(400);
    expect(Object.keys((await outside.json()).error.fields).sort()).toEqual([
      'denomination',
      'language',
      'theme',
    ]);
    const nul = await t.request('/api/profile', {
      method: 'PATCH',
      cookie: user.cookie,
      json: { fullName: 'a\u0000b' },
    });
    expect(nul.status).toBe(400);
    expect(
      (await t.request('/api/profile', { cookie: user.cookie }).then((r) => r.json())).fullName,
    ).toBe('Test Person');
  });

  it('is for signed-in people only', async () => {
    expect((await t.request('/api/profile')).status).toBe(401);
    expect((await t.request('/api/profile/export')).status).toBe(401);
  });
});

describe('avatar', () => {
  it('stores an image under media, serves it, and removes the old file when replaced', async () => {
    const user = await t.createUser();
    const first = await upload(user.cookie, png);
    expect(first.status).toBe(200);
    const firstUrl: string = (await first.json()).avatarUrl;
    expect(firstUrl).toMatch(/^\/media\/avatars\/[\w-]+\.png$/);
    const served = await t.app.request(`${testOrigin}${firstUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const second = await upload(user.cookie, png);
    const secondUrl: string = (await second.json()).avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    const fileOf = (url: string) => path.join(t.mediaDir, 'media', url.slice('/media/'.length));
    expect(fs.existsSync(fileOf(firstUrl))).toBe(false);
    expect(fs.existsSync(fileOf(secondUrl))).toBe(true);

    const removed = await t.request('/api/profile/avatar', {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect((await removed.json()).avatarUrl).toBeNull();
    expect(fs.existsSync(fileOf(secondUrl))).toBe(false);
  });

  it('checks the bytes, not the declared type: a script sent as image/png is refused', async () => {
    const user = await t.createUser();
    const folder = path.join(t.mediaDir, 'media', 'avatars');
    const files = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    const before = files();
    const fake = await upload(
      user.cookie,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
    );
    expect(fake.status).toBe(400);
    expect((await fake.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { avatar: 'Please choose a PNG, JPEG, WebP or GIF image.' },
    });
    const profile = await (await t.request('/api/profile', { cookie: user.cookie })).json();
    expect(profile.avatarUrl).toBeNull();
    expect(files()).toEqual(before);
  });

  it('refuses an image over 2 MB with 413', async () => {
    const user = await t.createUser();
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(user.cookie, big);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe(
      'The image is larger than 2 MB. Please choose a smaller one.',
    );
  });
});
