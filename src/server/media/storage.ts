import path from 'node:path';

/** Bytes start..end of a file, both included (as a Content-Range names them). */
export type ByteRange = { start: number; end: number };

/** A stored media file: what the media route needs to answer, and its bytes on demand. */
export type MediaFile = {
  size: number;
  contentType: string;
  /** A strong validator, quoted as an ETag header carries it. */
  etag: string;
  lastModified: Date;
  /**
   * The whole file, or the range given (already checked against size); null when the file went
   * between read and open (removed by another request or instance).
   */
  open: (range?: ByteRange) => Promise<ReadableStream<Uint8Array> | null>;
};

/** A stored file as a listing names it: its /media URL, size in bytes and when it was written. */
export type MediaEntry = { url: string; size: number; lastModified: Date };

/**
 * Media files (narrations, avatars) addressed by URL path /media/<folder>/<file>, wherever they
 * are kept: DATA_DIR/media on local disk, or an S3-compatible bucket (decision 059). The URL is
 * what rows store, so it is the same in either place.
 */
export type MediaStorage = {
  /** Where the files are, for operators' lines: "DATA_DIR/media (/srv/data/media)", a bucket. */
  describe: string;
  /** Stores new bytes under a fresh random name in `folder`; returns its /media URL. */
  save: (folder: string, data: Buffer, extension: string) => Promise<string>;
  /** The file behind a /media URL path, or null when there is none or the path escapes media. */
  read: (urlPath: string) => Promise<MediaFile | null>;
  /** Removes the file behind a /media URL; a URL that is not ours is left alone. */
  remove: (url: string) => Promise<void>;
  /**
   * The folder a /media URL's file lies directly in (`psalms` for /media/psalms/<file>), after the
   * path is resolved (so /media/psalms/../avatars/<file> is in `avatars`); null when it names no
   * file one folder deep under media. Callers that remove files check it: a module removes only
   * files of its own folder (docs/decisions/036).
   */
  folderOf: (urlPath: string) => string | null;
  /**
   * Every stored file (for `media-migrate`), or only those under one folder (the orphan cleanup),
   * in no particular order.
   */
  list: (folder?: string) => AsyncIterable<MediaEntry>;
  /** Stores bytes at a given /media URL (`media-migrate` keeps URLs, so rows stay as they are). */
  put: (url: string, body: ReadableStream<Uint8Array>, size: number) => Promise<void>;
};

export const mediaPrefix = '/media/';

/**
 * The key of a /media URL path inside the media store (`psalms/<file>`), normalised; null when it
 * is not under /media/, escapes it (`..`), names the store itself or holds control characters or
 * backslashes. Disk and bucket share it, so a path means the same file in both.
 */
export function mediaKey(urlPath: string): string | null {
  if (!urlPath.startsWith(mediaPrefix)) return null;
  const key = path.posix.normalize(urlPath.slice(mediaPrefix.length));
  if (key === '.' || key === '..' || key.startsWith('../') || key.startsWith('/')) return null;
  if (key.endsWith('/') || key.includes('\\')) return null;
  if ([...key].some((char) => char.charCodeAt(0) < 0x20)) return null;
  return key;
}

/** A folder name as the app's folders are (`group-photos`); anything else is a caller's bug. */
export function checkFolder(folder: string) {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`not a media folder: ${folder}`);
  return folder;
}

/** The folder of a key one folder deep (`psalms/<file>` → `psalms`), else null. */
export function folderOfKey(key: string | null): string | null {
  const parts = key?.split('/') ?? [];
  return parts.length === 2 && parts[0] && parts[1] ? parts[0] : null;
}

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

const extensionOf = (name: string) => name.split('/').pop()?.split('.').pop() ?? '';

/**
 * The Content-Type a media file is served with, from its name alone: the server chose the name
 * from checked bytes, so no stored metadata can make a file something else.
 */
export function contentTypeOf(name: string) {
  const extension = extensionOf(name);
  return audioTypes[extension] ?? imageTypes[extension] ?? 'application/octet-stream';
}
