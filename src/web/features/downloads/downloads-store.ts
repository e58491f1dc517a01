import type { DownloadKind, DownloadPackage } from '@contracts/downloads';
import { apiFetch } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { t } from '@web/lib/i18n/t';
import { cacheNames, downloadKey, downloadsIndexUrl } from '@web/lib/offline-cache-names';
import { browserTimeZone } from '@web/lib/time-zone';
import { DownloadError, type Download, type DownloadsIndex } from './download-basics';
import {
  emptyIndex,
  leftBehind,
  parseIndex,
  withDownload,
  withoutDownload,
} from './downloads-index';

/**
 * Downloads for offline use (decision 064), kept by the page in the runtime cache
 * `psalmlight-runtime-downloads`: the server says what makes up a download (its API answers and
 * audio files), each file is fetched whole and stored under its downloadKey, and an index entry
 * names the download with its size as stored. The service worker answers from this cache when the
 * network fails; sign-out deletes it with the other runtime caches.
 */

/** What the store reaches outside itself; the browser's by default, a fake one in unit tests. */
export interface DownloadsEnvironment {
  caches: CacheStorage;
  fetch: typeof fetch;
  /** This app's origin: the files are same-origin, and keys are absolute addresses. */
  origin: string;
  /**
   * GET /api/downloads/…: the package, or an ApiError (403 premium_required for free members);
   * a workflow's with the member's session named in `sessionId`.
   */
  fetchPackage: (kind: DownloadKind, id: string, sessionId?: string) => Promise<DownloadPackage>;
  now: () => Date;
}

export interface DownloadProgress {
  done: number;
  total: number;
}

/**
 * The package's address; the member's zone goes along (their day decides what is released), and a
 * workflow's session, whose answer the download keeps.
 */
const packagePath = (kind: DownloadKind, id: string, sessionId?: string) => {
  const params = new URLSearchParams();
  const zone = browserTimeZone();
  if (zone) params.set('timeZone', zone);
  if (kind === 'workflow' && sessionId) params.set('session', sessionId);
  const query = params.size ? `?${params}` : '';
  if (kind === 'week') return `/api/downloads/week${query}`;
  const segment = kind === 'content' ? 'content' : 'workflows';
  return `/api/downloads/${segment}/${encodeURIComponent(id)}${query}`;
};

/** The package as the server sent it, checked by hand (no zod on these pages). */
function readPackage(body: unknown, status: number): DownloadPackage {
  const value = body as Partial<Record<keyof DownloadPackage, unknown>> | null;
  const strings = (list: unknown) =>
    Array.isArray(list) && list.every((entry) => typeof entry === 'string');
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof value.id !== 'string' ||
    typeof value.title !== 'string' ||
    !Array.isArray(value.items) ||
    !strings(value.urls)
  ) {
    throw new ApiError(status, 'bad_response', t('errors.unexpected'));
  }
  return value as DownloadPackage;
}

async function fetchPackage(
  kind: DownloadKind,
  id: string,
  sessionId?: string,
): Promise<DownloadPackage> {
  const response = await apiFetch(packagePath(kind, id, sessionId), {
    headers: { Accept: 'application/json' },
  });
  return readPackage(await response.json().catch(() => null), response.status);
}

export function browserEnvironment(): DownloadsEnvironment {
  return {
    caches: globalThis.caches,
    fetch: (input, init) => globalThis.fetch(input, init),
    origin: globalThis.location.origin,
    fetchPackage,
    now: () => new Date(),
  };
}

const indexKey = (env: DownloadsEnvironment) => new URL(downloadsIndexUrl, env.origin).href;

async function readIndex(env: DownloadsEnvironment, cache?: Cache): Promise<DownloadsIndex> {
  // Reading never creates the cache: after sign-out there is none, and nothing is listed.
  const response = cache
    ? await cache.match(indexKey(env))
    : await env.caches.match(indexKey(env), { cacheName: cacheNames.downloads });
  if (!response) return emptyIndex();
  return parseIndex(await response.json().catch(() => null));
}

function writeIndex(env: DownloadsEnvironment, cache: Cache, index: DownloadsIndex) {
  return cache.put(
    indexKey(env),
    new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** One change of the index at a time in this page (two buttons pressed together). */
let indexQueue: Promise<unknown> = Promise.resolve();
function serially<T>(change: () => Promise<T>): Promise<T> {
  const next = indexQueue.then(change, change);
  indexQueue = next.catch(() => undefined);
  return next;
}

/** The downloads on this device, newest first. */
export async function listDownloads(env = browserEnvironment()): Promise<DownloadsIndex> {
  if (!env.caches || !(await env.caches.has(cacheNames.downloads))) return emptyIndex();
  return readIndex(env);
}

/** Headers worth keeping: the body is stored decoded and whole, so no encoding and its own length. */
function storedHeaders(headers: Headers, size: number): Headers {
  const kept = new Headers(headers);
  kept.delete('content-encoding');
  kept.delete('content-length');
  kept.delete('set-cookie');
  kept.set('content-length', String(size));
  return kept;
}

const storageFull = () =>
  new DownloadError('full', 'Your device is full. Remove some downloads or free up space.');

/** Fetches one file whole (a plain GET: audio answers 200 with the whole file) and stores it. */
async function storeFile(
  env: DownloadsEnvironment,
  cache: Cache,
  key: string,
  url: string,
): Promise<number> {
  let response: Response;
  try {
    response = await env.fetch(url, {
      credentials: 'same-origin',
      headers: url.includes('/api/') ? { Accept: 'application/json' } : {},
    });
  } catch {
    throw new DownloadError('network', `${url} could not be fetched`);
  }
  if (response.status !== 200) {
    throw new DownloadError('incomplete', `${url} answered ${response.status}`);
  }
  let body: Blob;
  try {
    body = await response.blob();
  } catch {
    throw new DownloadError('network', `${url} did not arrive whole`);
  }
  try {
    await cache.put(
      key,
      new Response(body, {
        status: 200,
        statusText: response.statusText,
        headers: storedHeaders(response.headers, body.size),
      }),
    );
  } catch {
    throw storageFull();
  }
  return body.size;
}

export interface DownloadOptions {
  title?: string;
  /** A workflow's: the member's session to keep with it (its page then opens offline). */
  sessionId?: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Downloads a content item, a workflow or the week's psalms: the package, then each of its files
 * (three at a time), then the index entry. `onProgress` hears "n of m files". On any failure what
 * this attempt stored and no other download holds is deleted again, so nothing is half kept. Run
 * again for a stored download (Refresh), it fetches every file anew and replaces the stored copy.
 */
export async function download(
  kind: DownloadKind,
  id: string,
  { title, sessionId, onProgress }: DownloadOptions = {},
  env = browserEnvironment(),
): Promise<Download> {
  const found = await env.fetchPackage(kind, id, sessionId);
  // One fetch per key: two addresses that differ only by time zone are the same file.
  const files = new Map<string, string>();
  for (const url of found.urls) {
    const key = downloadKey(url, env.origin);
    if (!files.has(key)) files.set(key, url);
  }
  const total = files.size;
  let done = 0;
  onProgress?.({ done, total });

  let cache: Cache;
  try {
    cache = await env.caches.open(cacheNames.downloads);
  } catch {
    throw storageFull();
  }
  const written = new Set<string>();
  const sizes = new Map<string, number>();
  const queue = [...files];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, url] = next;
      // Written before the size is known: a file stored by a failed attempt is taken back.
      written.add(key);
      sizes.set(key, await storeFile(env, cache, key, url));
      done += 1;
      onProgress?.({ done, total });
    }
  };
  const workers = [worker(), worker(), worker()].map((run) =>
    run.catch((error: unknown) => {
      queue.length = 0; // the other fetches store nothing more
      throw error;
    }),
  );
  try {
    const failure = (await Promise.allSettled(workers)).find(
      (result) => result.status === 'rejected',
    );
    if (failure) throw failure.reason;
    // In the package's order, whatever order the files arrived in.
    const ordered = new Map([...files.keys()].map((key) => [key, sizes.get(key) ?? 0]));
    const row = {
      kind,
      id: found.id,
      title: title ?? found.title,
      items: found.items.length,
      savedAt: env.now().toISOString(),
      ...(kind === 'workflow' && sessionId ? { sessionId } : {}),
    };
    return await serially(async () => {
      const index = withDownload(await readIndex(env, cache), row, ordered);
      try {
        await writeIndex(env, cache, index);
      } catch {
        throw storageFull();
      }
      return index.downloads[0]!;
    });
  } catch (error) {
    // Take back what this attempt stored and no download holds.
    await serially(async () => {
      const index = await readIndex(env, cache).catch(() => emptyIndex());
      await Promise.all(leftBehind(index, written).map((key) => cache.delete(key)));
    }).catch(() => undefined);
    throw error;
  }
}

/** Removes a download: its index row, and its files unless another download holds them too. */
export async function removeDownload(
  kind: DownloadKind,
  id: string,
  env = browserEnvironment(),
): Promise<void> {
  if (!(await env.caches.has(cacheNames.downloads))) return;
  const cache = await env.caches.open(cacheNames.downloads);
  await serially(async () => {
    const { index, unused } = withoutDownload(await readIndex(env, cache), kind, id);
    await writeIndex(env, cache, index);
    await Promise.all(unused.map((key) => cache.delete(key)));
  });
}

export interface StorageUse {
  usage: number;
  quota: number;
}

/** What this site uses of what the browser allows it (navigator.storage.estimate()); null when unknown. */
export async function storageUse(): Promise<StorageUse | null> {
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => undefined);
  if (!estimate || typeof estimate.usage !== 'number' || typeof estimate.quota !== 'number') {
    return null;
  }
  return { usage: estimate.usage, quota: estimate.quota };
}
