import fs from 'node:fs';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { MediaStorage } from './storage';

/** Whether the caller may have media files (the free-user audio rule); everyone when omitted. */
export type MediaGate = (c: Context) => Promise<boolean>;

const audioTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};
/** Avatars (modules/profile), stored only after their bytes were checked to be these images. */
const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Serves media files with HTTP range requests (206 Partial Content), so the audio player can seek
 * without downloading the whole file. Names are random UUIDs and never change: cache for a year.
 */
export function createMediaRoutes(storage: MediaStorage, allowed?: MediaGate) {
  return new Hono().get('/media/*', async (c) => {
    const file = storage.resolve(c.req.path);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) return c.text('Not found', 404);
    const extension = file.split('.').pop() ?? '';
    // The gate is the free-user audio rule: pictures (avatars) are for everyone.
    if (allowed && extension in audioTypes && !(await allowed(c))) {
      c.header('Cache-Control', 'no-store');
      return c.text('Audio is a premium feature.', 403);
    }
    const size = stat.size;
    c.header(
      'Content-Type',
      audioTypes[extension] ?? imageTypes[extension] ?? 'application/octet-stream',
    );
    c.header('Accept-Ranges', 'bytes');
    // Private: whether a caller may have it depends on who they are (free-user audio rule).
    c.header('Cache-Control', 'private, max-age=31536000, immutable');
    const range = c.req.header('range');
    if (!range) {
      c.header('Content-Length', String(size));
      if (c.req.method === 'HEAD') return c.body(null, 200);
      return c.body(Readable.toWeb(fs.createReadStream(file)) as ReadableStream, 200);
    }
    const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = match?.[1] ? Number(match[1]) : NaN;
    let end = match?.[2] ? Number(match[2]) : size - 1;
    if (match && !match[1] && match[2]) {
      // "bytes=-N": the last N bytes
      start = Math.max(0, size - Number(match[2]));
      end = size - 1;
    }
    if (!match || Number.isNaN(start) || start >= size || end < start) {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    end = Math.min(end, size - 1);
    c.header('Content-Range', `bytes ${start}-${end}/${size}`);
    c.header('Content-Length', String(end - start + 1));
    return c.body(Readable.toWeb(fs.createReadStream(file, { start, end })) as ReadableStream, 206);
  });
}
