import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskMediaStorage } from './disk-storage';
import { createMediaRoutes } from './routes';

// Media on local disk (no S3_BUCKET): the same storage contract as the bucket's, and the media
// route's revalidation (304) on it.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-disk-media-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const storage = createDiskMediaStorage(dataDir);

const bytes = async (body: ReadableStream<Uint8Array> | null) =>
  Buffer.from(await new Response(body).arrayBuffer());

describe('media on disk', () => {
  it('saves into DATA_DIR/media/<folder>, reads whole and in ranges, lists, puts and removes', async () => {
    const data = randomBytes(4_000);
    const url = await storage.save('psalms', data, 'mp3');
    expect(fs.readFileSync(path.join(dataDir, 'media', url.slice('/media/'.length)))).toEqual(data);
    const file = (await storage.read(url))!;
    expect(file).toMatchObject({ size: data.length, contentType: 'audio/mpeg' });
    expect(await bytes(await file.open())).toEqual(data);
    expect(await bytes(await file.open({ start: 10, end: 19 }))).toEqual(data.subarray(10, 20));

    const put = '/media/avatars/00000000-0000-4000-8000-000000000002.gif';
    await storage.put(put, new Response(Buffer.from('GIF89a')).body!, 6);
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    expect(listed.sort((x, y) => x.url.localeCompare(y.url))).toEqual([
      { url: put, size: 6, lastModified: expect.any(Date) },
      { url, size: data.length, lastModified: fs.statSync(path.join(dataDir, url)).mtime },
    ]);
    const inAvatars = [];
    for await (const entry of storage.list('avatars')) inAvatars.push(entry.url);
    expect(inAvatars).toEqual([put]);
    expect(() => storage.list('../avatars')).toThrow('not a media folder');
    await expect(storage.put(put, new Response(Buffer.from('GIF')).body!, 6)).rejects.toThrow(
      '3 bytes arrived of 6',
    );
    expect((await storage.read(put))!.size).toBe(6);

    await storage.remove(url);
    expect(await storage.read(url)).toBeNull();
    expect(await storage.read('/media/../auth-secret')).toBeNull();
    expect(await storage.read('/media/psalms')).toBeNull();
  });

  it('answers If-None-Match with the file ETag by 304, and another tag by the file', async () => {
    const url = await storage.save('avatars', randomBytes(300), 'png');
    const app = createMediaRoutes(storage, [
      { folder: 'avatars', extensions: ['png'], access: 'anyone' },
    ]);
    const first = await app.request(url);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(first.headers.get('last-modified')).toMatch(/GMT$/);
    const again = await app.request(url, { headers: { 'if-none-match': `W/${etag}, "other"` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const other = await app.request(url, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    expect((await other.arrayBuffer()).byteLength).toBe(300);
  });
});
