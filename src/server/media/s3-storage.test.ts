import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { createS3MediaStorage, MediaStoreError, type S3MediaStorage } from './s3-storage';
import type { MediaStorage } from './storage';

// The S3 media storage against a real S3-protocol server on 127.0.0.1 (s3rver), no stubbed client.

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3MediaStorage;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3MediaStorage(s3.settings);
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

async function bytesOf(media: MediaStorage, url: string, range?: { start: number; end: number }) {
  const body = await (await media.read(url))!.open(range);
  return Buffer.from(await new Response(body).arrayBuffer());
}

describe('media in an S3 bucket', () => {
  it('saves under a fresh name in the folder and reads back size, type, validators and bytes', async () => {
    const data = randomBytes(50_000);
    const url = await storage.save('psalms', data, 'mp3');
    expect(url).toMatch(/^\/media\/psalms\/[0-9a-f-]{36}\.mp3$/);
    const file = await storage.read(url);
    expect(file).toMatchObject({ size: data.length, contentType: 'audio/mpeg' });
    expect(file!.etag).toMatch(/^".+"$/);
    expect(file!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await bytesOf(storage, url)).toEqual(data);
    expect(storage.folderOf(url)).toBe('psalms');
  });

  it('reads a byte range as the bytes of that range alone', async () => {
    const data = randomBytes(10_000);
    const url = await storage.save('psalms', data, 'mp3');
    expect(await bytesOf(storage, url, { start: 1000, end: 1999 })).toEqual(
      data.subarray(1000, 2000),
    );
    expect(await bytesOf(storage, url, { start: 9990, end: 9999 })).toEqual(data.subarray(9990));
  });

  it('removes a file (twice is harmless) and answers null for it, for paths outside media and for escapes', async () => {
    const url = await storage.save('avatars', Buffer.from('picture'), 'png');
    await storage.remove(url);
    await storage.remove(url);
    expect(await storage.read(url)).toBeNull();
    expect(await storage.read('/media/psalms/no-such-file.mp3')).toBeNull();
    expect(await storage.read('/elsewhere/x.mp3')).toBeNull();
    expect(await storage.read('/media/../x.mp3')).toBeNull();
    expect(storage.folderOf('/media/psalms/../avatars/x.png')).toBe('avatars');
    expect(storage.folderOf('/media/x.png')).toBeNull();
  });

  it('lists every file with its size, across pages, and puts bytes at a given URL', async () => {
    const own = createS3MediaStorage(s3.settings, { listPageSize: 1 });
    try {
      const before = new Set<string>();
      for await (const entry of own.list()) before.add(entry.url);
      expect(before.size).toBeGreaterThan(1);
      const put = '/media/avatars/00000000-0000-4000-8000-000000000001.webp';
      const data = randomBytes(3_000);
      await own.put(put, new Response(data).body!, data.length);
      const listed = [];
      for await (const entry of own.list()) if (!before.has(entry.url)) listed.push(entry);
      expect(listed).toEqual([{ url: put, size: data.length, lastModified: expect.any(Date) }]);
      expect(Math.abs(listed[0]!.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
      const inAvatars = [];
      for await (const entry of own.list('avatars')) inAvatars.push(entry.url);
      expect(inAvatars).toContain(put);
      expect(inAvatars.every((url) => url.startsWith('/media/avatars/'))).toBe(true);
      expect(await bytesOf(own, put)).toEqual(data);
      expect((await own.read(put))!.contentType).toBe('image/webp');
    } finally {
      own.close();
    }
  });

  it('says which bucket does not answer when the keys or the bucket are wrong', async () => {
    for (const wrong of [{ accessKeyId: 'NOT-A-KEY' }, { bucket: 'no-such-bucket' }]) {
      const broken = createS3MediaStorage({ ...s3.settings, ...wrong });
      try {
        const error = await broken.checkBucket().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(MediaStoreError);
        expect((error as Error).message).toContain(
          `The media bucket ${wrong.bucket ?? s3.settings.bucket} at ${s3.settings.endpoint} cannot be reached`,
        );
      } finally {
        broken.close();
      }
    }
    await expect(storage.checkBucket()).resolves.toBeUndefined();
  });
});
