import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env';
import { mediaPrefix, type ByteRange, type MediaStorage } from './storage';

/** Whether the caller may have a folder's files (the free-user audio rule). */
export type MediaGate = (c: Context<AppEnv>) => Promise<boolean>;

/**
 * A folder the app writes media into, as the media route serves it: files named
 * `<folder>/<random UUID>.<extension>` (what MediaStorage.save makes) with one of these extensions,
 * and who may have them: anyone with the address, or whom the gate lets through.
 */
export type ServedFolder = {
  folder: string;
  extensions: readonly string[];
  access: 'anyone' | MediaGate;
};

/** A file anyone may have never changes under its name: kept for a year. */
const foreverCache = 'private, max-age=31536000, immutable';

/** The names MediaStorage.save gives: a random UUID and an extension. */
const savedName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]+)$/;

/**
 * The served folder a /media path names a file of, or null: only the app's own folders, one level
 * deep, with names of the shape the app gives. Anything else in the store (another client's
 * objects in a shared bucket, an operator's notes, a path still to be normalised) is not served.
 */
function servedFolderOf(folders: readonly ServedFolder[], urlPath: string) {
  if (!urlPath.startsWith(mediaPrefix)) return null;
  const [folder, name, ...deeper] = urlPath.slice(mediaPrefix.length).split('/');
  const extension = deeper.length === 0 ? savedName.exec(name ?? '')?.[1] : undefined;
  if (!extension) return null;
  return (
    folders.find((served) => served.folder === folder && served.extensions.includes(extension)) ??
    null
  );
}

/** The bytes a Range header asks for within `size`, or 'unsatisfiable' (416). */
function rangeOf(header: string, size: number): ByteRange | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  let start = match?.[1] ? Number(match[1]) : NaN;
  let end = match?.[2] ? Number(match[2]) : size - 1;
  if (match && !match[1] && match[2]) {
    // "bytes=-N": the last N bytes
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  }
  if (!match || Number.isNaN(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** If-None-Match names this version (weak comparison, as RFC 9110 §13.1.2 has it). */
function unchanged(header: string | undefined, etag: string) {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Serves media files through the app wherever they are stored (decision 059), with HTTP range
 * requests (206 Partial Content) so the audio player can seek without downloading the whole file.
 * Names are random UUIDs and never change: a file anyone may have is cached for a year, a gated
 * one revalidated on each use (ETag, 304 once the gate passes).
 */
export function createMediaRoutes(storage: MediaStorage, folders: readonly ServedFolder[]) {
  return new Hono<AppEnv>().get('/media/*', async (c) => {
    const served = servedFolderOf(folders, c.req.path);
    const file = served && (await storage.read(c.req.path));
    if (!served || !file) return c.text('Not found', 404);
    if (served.access !== 'anyone' && !(await served.access(c))) {
      c.header('Cache-Control', 'no-store');
      return c.text('Audio is a premium feature.', 403);
    }
    const { size } = file;
    const header = c.req.header('range');
    const range = header ? rangeOf(header, size) : undefined;
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${size}`);
      return c.body(null, 416);
    }
    const validators = () => {
      c.header('ETag', file.etag);
      c.header('Last-Modified', file.lastModified.toUTCString());
      // A gated file is kept only to be revalidated: the browser asks again on every play, so whoever
      // uses the device next (signed out, another account, premium lapsed) is checked, and answered
      // 304 only after passing the gate. A picture anyone may have is the same for every caller.
      c.header('Cache-Control', served.access === 'anyone' ? foreverCache : 'private, no-cache');
    };
    if (unchanged(c.req.header('if-none-match'), file.etag)) {
      validators();
      return c.body(null, 304);
    }
    // Opened before the headers go out: gone since it was read (removed on another instance a
    // moment ago) is still a plain 404.
    const body = c.req.method === 'HEAD' ? null : await file.open(range);
    if (c.req.method !== 'HEAD' && !body) return c.text('Not found', 404);
    validators();
    c.header('Content-Type', file.contentType);
    c.header('Accept-Ranges', 'bytes');
    if (range) c.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    c.header('Content-Length', String(range ? range.end - range.start + 1 : size));
    const status = range ? 206 : 200;
    return body ? c.body(body as ReadableStream, status) : c.body(null, status);
  });
}
