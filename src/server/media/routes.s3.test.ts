import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testOrigin, type TestContext } from '../test/harness';
import { dailyPsalm } from '../test/factories';
import { startS3Server } from '../test/s3-server';
import { createS3MediaStorage, type S3MediaStorage } from './s3-storage';

// The /media route with the app's media in a bucket on a real S3-protocol server (decision 059):
// served through the app, with ranges, revalidation and the same who-may-read rules as on disk.

let s3: Awaited<ReturnType<typeof startS3Server>>;
let media: S3MediaStorage;
let t: TestContext;
/** The same app with its media on disk, for what both stores must answer alike. */
let onDisk: TestContext;
beforeAll(async () => {
  s3 = await startS3Server();
  media = createS3MediaStorage(s3.settings);
  t = await createTestContext({ media });
  onDisk = await createTestContext();
});
afterAll(async () => {
  await t?.close();
  await onDisk?.close();
  media?.close();
  await s3?.close();
});

const utcToday = () => new Date().toISOString().slice(0, 10);
/** PNG's signature, then bytes: what the avatar upload checks an image by. */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(400),
]);

describe('media served from an S3 bucket', () => {
  it('serves audio whole and in ranges, answers a revalidation with 304, and refuses a range past the end', async () => {
    const audio = randomBytes(20_000);
    const url = await media.save('psalms', audio, 'mp3');
    const premium = await t.createUser({ premium: true });

    const whole = await t.request(url, { cookie: premium.cookie });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('content-length')).toBe(String(audio.length));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toBe('private, no-cache');
    const etag = whole.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(whole.headers.get('last-modified')).toMatch(/GMT$/);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(audio);

    const part = await t.request(url, {
      cookie: premium.cookie,
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${audio.length}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(audio.subarray(1000, 2000));

    const tail = await t.request(url, { cookie: premium.cookie, headers: { range: 'bytes=-500' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(audio.subarray(-500));

    const unchanged = await t.request(url, {
      cookie: premium.cookie,
      headers: { 'if-none-match': etag! },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(unchanged.headers.get('cache-control')).toBe('private, no-cache');
    expect(await unchanged.text()).toBe('');

    const past = await t.request(url, {
      cookie: premium.cookie,
      headers: { range: `bytes=${audio.length}-` },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${audio.length}`);
    expect((await t.request('/media/../../etc/passwd')).status).toBe(404);
    expect((await t.request('/media/psalms/no-such-file.mp3')).status).toBe(404);
  });

  it('keeps audio from free members and visitors as on disk (403, not stored by caches)', async () => {
    const url = await media.save('psalms', randomBytes(1_000), 'mp3');
    const free = await t.createUser();
    for (const cookie of [free.cookie, undefined]) {
      const refused = await t.request(url, { cookie, headers: { range: 'bytes=0-99' } });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('has premium audio revalidated on every play, and answers 304 only to a caller the gate lets through', async () => {
    const url = await media.save('psalms', randomBytes(3_000), 'mp3');
    const premium = await t.createUser({ premium: true });
    const played = await t.request(url, { cookie: premium.cookie });
    expect(played.status).toBe(200);
    // Not "max-age … immutable": the browser would play it from its cache to the next account.
    expect(played.headers.get('cache-control')).toBe('private, no-cache');
    const etag = played.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);

    const revalidated = { 'if-none-match': etag };
    const again = await t.request(url, { cookie: premium.cookie, headers: revalidated });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    // The next on the device: signed out, or a free account, holding the cached copy's ETag.
    const free = await t.createUser();
    for (const cookie of [undefined, free.cookie]) {
      const next = await t.request(url, { cookie, headers: revalidated });
      expect(next.status).toBe(403);
      expect(next.headers.get('cache-control')).toBe('no-store');
      expect(next.headers.get('etag')).toBeNull();
    }
  });

  it('serves an uploaded avatar to anyone who has its address, and removes the object with the avatar', async () => {
    const member = await t.createUser();
    const uploaded = await t.app.request(`${testOrigin}/api/profile/avatar`, {
      method: 'PUT',
      headers: { origin: testOrigin, cookie: member.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(uploaded.status).toBe(200);
    const { avatarUrl } = (await uploaded.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/);

    const shown = await t.request(avatarUrl);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(png);

    const removed = await t.request('/api/profile/avatar', {
      method: 'DELETE',
      cookie: member.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await t.request(avatarUrl)).status).toBe(404);
    expect(await media.read(avatarUrl)).toBeNull();
  });

  it("removes an item's narration from the bucket when staff delete the item", async () => {
    const url = await media.save('psalms', randomBytes(2_000), 'mp3');
    const id = await dailyPsalm(t, utcToday(), { audioUrl: url });
    const staff = await t.createUser({ role: 'super_admin' });
    expect((await t.request(url, { cookie: staff.cookie })).status).toBe(200);
    const deleted = await t.request(`/api/admin/content/${id}`, {
      method: 'DELETE',
      cookie: staff.cookie,
    });
    expect(deleted.status).toBe(204);
    expect((await t.request(url, { cookie: staff.cookie })).status).toBe(404);
    expect(await media.read(url)).toBeNull();
  });

  it("serves only the app's own folders and names: another client's objects answer 404, on disk too", async () => {
    const name = '00000000-0000-4000-8000-00000000000a';
    const foreign = [
      '/media/operator-notes.txt',
      '/media/exports/member-export.json',
      `/media/psalms/old/${name}.mp3`,
      `/media/psalms/${name}.mp3.bak`,
      `/media/psalms/${name}.png`,
      `/media/avatars/${name}.mp3`,
      `/media/avatars/${name}.svg`,
      `/media/group-photos/exports/${name}.png`,
      '/media/psalms/narration.mp3',
      `/media/backups/${name}.png`,
    ];
    for (const context of [t, onDisk]) {
      const staff = await context.createUser({ role: 'super_admin', premium: true });
      for (const url of foreign) {
        await context.media.put(url, new Response(Buffer.from('private words')).body!, 13);
        expect((await context.media.read(url))?.size).toBe(13);
        for (const cookie of [staff.cookie, undefined]) {
          const answer = await context.request(url, { cookie });
          expect({ url, status: answer.status }).toEqual({ url, status: 404 });
          expect(await answer.text()).not.toContain('private words');
        }
      }
      // The app's own files beside them still serve, each by its folder's rule.
      const audio = await context.media.save('psalms', randomBytes(100), 'mp3');
      const avatar = await context.media.save('avatars', png, 'png');
      const photo = await context.media.save('group-photos', png, 'png');
      expect((await context.request(audio, { cookie: staff.cookie })).status).toBe(200);
      expect((await context.request(audio)).status).toBe(403);
      for (const picture of [avatar, photo])
        expect((await context.request(picture)).status).toBe(200);
    }
  });
});
