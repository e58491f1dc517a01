import { describe, expect, test } from 'vitest';
import type { DownloadKind, DownloadPackage } from '@contracts/downloads';
import { ApiError } from '@web/lib/api-error';
import { cacheNames, downloadKey, downloadsIndexUrl } from '@web/lib/offline-cache-names';
import {
  emptyIndex,
  leftBehind,
  parseIndex,
  totalBytes,
  withDownload,
  withoutDownload,
} from './downloads-index';
import { downloadLink, isDownloadError } from './download-basics';
import {
  download,
  listDownloads,
  removeDownload,
  type DownloadsEnvironment,
} from './downloads-store';
import { formatBytes } from './format-bytes';
import { weekStart } from './week-download-button';

// The downloads' bookkeeping without a browser: the index (sizes as stored, files shared by two
// downloads), and the store over an in-memory Cache Storage that can run out of room.

const origin = 'https://app.test';
const at = (path: string) => `${origin}${path}`;

/** Cache Storage in memory; `room` bytes in all before a put fails as a full device does. */
function memoryCaches(room = Infinity) {
  const stores = new Map<string, Map<string, Response>>();
  const sizes = new Map<string, number>();
  const used = () => [...sizes.values()].reduce((sum, size) => sum + size, 0);
  const keyOf = (request: RequestInfo | URL) =>
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  const cacheOf = (name: string, store: Map<string, Response>): Cache =>
    ({
      async match(request: RequestInfo | URL) {
        return store.get(keyOf(request))?.clone();
      },
      async put(request: RequestInfo | URL, response: Response) {
        const key = keyOf(request);
        const body = await response.arrayBuffer();
        const previous = sizes.get(`${name} ${key}`) ?? 0;
        if (used() - previous + body.byteLength > room) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        sizes.set(`${name} ${key}`, body.byteLength);
        store.set(key, new Response(body, response));
      },
      async delete(request: RequestInfo | URL) {
        sizes.delete(`${name} ${keyOf(request)}`);
        return store.delete(keyOf(request));
      },
      async keys() {
        return [...store.keys()].map((key) => new Request(key));
      },
    }) as unknown as Cache;
  const caches = {
    async open(name: string) {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(name, stores.get(name)!);
    },
    async has(name: string) {
      return stores.has(name);
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async keys() {
      return [...stores.keys()];
    },
    async match(request: RequestInfo | URL, options?: MultiCacheQueryOptions) {
      const store = options?.cacheName ? stores.get(options.cacheName) : undefined;
      return store?.get(keyOf(request))?.clone();
    },
  } as unknown as CacheStorage;
  const keysOf = (name: string) => [...(stores.get(name)?.keys() ?? [])].sort();
  return { caches, keysOf };
}

/** The server: packages by kind and id, and files by path ("missing" answers 404, "drop" fails). */
function environment(
  packages: Record<string, Omit<DownloadPackage, 'kind'>>,
  files: Record<string, string>,
  room?: number,
) {
  const { caches, keysOf } = memoryCaches(room);
  const fetched: string[] = [];
  const env: DownloadsEnvironment = {
    caches,
    origin,
    now: () => new Date('2026-03-04T09:00:00Z'),
    fetchPackage: async (kind: DownloadKind, id: string, sessionId?: string) => {
      const found = packages[`${kind}:${id}`];
      if (!found) throw new ApiError(403, 'premium_required', 'Premium only');
      // A workflow's package holds the named session's answer first, as the server's does.
      const session = sessionId ? [`/api/workflow-sessions/${sessionId}`] : [];
      return { kind, ...found, urls: [...session, ...found.urls] };
    },
    fetch: async (input: RequestInfo | URL) => {
      const path = String(input);
      fetched.push(path);
      const body = files[path.split('?')[0]!];
      if (body === 'drop') throw new TypeError('Failed to fetch');
      if (body === undefined) return new Response('missing', { status: 404 });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'audio/mpeg' } });
    },
  };
  return { env, fetched, keysOf };
}

const prayer = {
  id: 'c1',
  title: 'Morning prayer',
  items: [{ contentId: 'c1', title: 'Morning prayer', audioUrl: '/media/a.mp3' }],
  urls: ['/api/content/c1?timeZone=Europe%2FLisbon', '/media/a.mp3'],
};
const workflow = {
  id: 'w1',
  title: 'Evening walk',
  items: [
    { contentId: 'c1', title: 'Morning prayer', audioUrl: '/media/a.mp3' },
    { contentId: 'c2', title: 'Quiet', audioUrl: null },
  ],
  urls: ['/api/content/c1', '/api/content/c2', '/media/a.mp3', '/api/workflows/w1'],
};
const files = {
  '/api/content/c1': '{"id":"c1"}', // 11 bytes
  '/api/content/c2': '{"id":"c2"}', // 11 bytes
  '/api/workflows/w1': '{"id":"w1","x":1}', // 17 bytes
  '/api/workflow-sessions/s1': '{"id":"s1"}', // 11 bytes
  '/media/a.mp3': 'a'.repeat(1000),
};

describe('the downloads index', () => {
  const files1 = new Map([
    [at('/api/content/c1'), 11],
    [at('/media/a.mp3'), 1000],
  ]);
  const files2 = new Map([
    [at('/api/content/c2'), 11],
    [at('/media/a.mp3'), 1000],
  ]);
  const row = (id: string) => ({
    kind: 'content' as const,
    id,
    title: id,
    items: 1,
    savedAt: '2026-03-04T09:00:00.000Z',
  });

  test('a download is as big as its stored files; the total counts a shared file once', () => {
    const index = withDownload(withDownload(emptyIndex(), row('a'), files1), row('b'), files2);
    expect(index.downloads.map((entry) => [entry.id, entry.bytes])).toEqual([
      ['b', 1011],
      ['a', 1011],
    ]);
    expect(totalBytes(index)).toBe(1022);
  });

  test('removing one keeps the files another still holds, and forgets their sizes only when unheld', () => {
    const both = withDownload(withDownload(emptyIndex(), row('a'), files1), row('b'), files2);
    const { index, unused } = withoutDownload(both, 'content', 'a');
    expect(unused).toEqual([at('/api/content/c1')]);
    expect(index.downloads.map((entry) => entry.id)).toEqual(['b']);
    expect(Object.keys(index.sizes).sort()).toEqual([at('/api/content/c2'), at('/media/a.mp3')]);
    const last = withoutDownload(index, 'content', 'b');
    expect(last.unused.sort()).toEqual([at('/api/content/c2'), at('/media/a.mp3')]);
    expect(last.index).toEqual(emptyIndex());
    expect(withoutDownload(emptyIndex(), 'content', 'x')).toEqual({
      index: emptyIndex(),
      unused: [],
    });
  });

  test('downloading again replaces the row, newest first', () => {
    const first = withDownload(emptyIndex(), row('a'), files1);
    const again = withDownload(first, { ...row('a'), title: 'A again' }, files2);
    expect(again.downloads).toHaveLength(1);
    expect(again.downloads[0]).toMatchObject({ title: 'A again', bytes: 1011 });
    expect(Object.keys(again.sizes).sort()).toEqual([at('/api/content/c2'), at('/media/a.mp3')]);
  });

  test('what a failed attempt wrote and no download holds is left behind to delete', () => {
    const index = withDownload(emptyIndex(), row('a'), files1);
    expect(leftBehind(index, [at('/media/a.mp3'), at('/api/content/c9')])).toEqual([
      at('/api/content/c9'),
    ]);
  });

  test('an unreadable index reads as empty; rows of another shape are dropped', () => {
    expect(parseIndex(null)).toEqual(emptyIndex());
    expect(parseIndex({ version: 2, downloads: [] })).toEqual(emptyIndex());
    const good = withDownload(emptyIndex(), row('a'), files1);
    const read = parseIndex({
      ...good,
      downloads: [...good.downloads, { kind: 'book', id: 'x' }],
      sizes: { ...good.sizes, broken: -1 },
    });
    expect(read).toEqual(good);
  });
});

describe('the downloads store', () => {
  test('stores every file whole under its key without the time zone, with the index entry', async () => {
    const { env, keysOf, fetched } = environment({ 'content:c1': prayer }, files);
    const progress: string[] = [];
    const stored = await download(
      'content',
      'c1',
      { onProgress: ({ done, total }) => progress.push(`${done}/${total}`) },
      env,
    );
    expect(stored).toEqual({
      kind: 'content',
      id: 'c1',
      title: 'Morning prayer',
      items: 1,
      bytes: 1011,
      savedAt: '2026-03-04T09:00:00.000Z',
      urls: [at('/api/content/c1'), at('/media/a.mp3')],
    });
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
    // Fetched as the server named them; kept under the key the worker looks up.
    expect(fetched).toContain('/api/content/c1?timeZone=Europe%2FLisbon');
    expect(keysOf(cacheNames.downloads)).toEqual(
      [at('/api/content/c1'), at('/media/a.mp3'), at(downloadsIndexUrl)].sort(),
    );
    const cache = await env.caches.open(cacheNames.downloads);
    const audio = await cache.match(at('/media/a.mp3'));
    expect(audio?.headers.get('content-length')).toBe('1000');
    expect((await listDownloads(env)).downloads).toEqual([stored]);
  });

  test('a workflow keeps the session it was downloaded from, and opens there; again, it replaces the copy', async () => {
    const { env, keysOf, fetched } = environment({ 'workflow:w1': workflow }, files);
    const first = await download('workflow', 'w1', { sessionId: 's1' }, env);
    expect(first).toMatchObject({ sessionId: 's1', bytes: 1050 });
    expect(first.urls[0]).toBe(at('/api/workflow-sessions/s1'));
    expect(downloadLink(first)).toBe('/workflows/sessions/s1');
    expect(downloadLink({ kind: 'workflow', id: 'w1' })).toBe('/workflows');
    expect(downloadLink({ kind: 'content', id: 'c1' })).toBe('/content/c1');
    expect(downloadLink({ kind: 'week', id: '2026-03-02' })).toBe('/psalm');

    // Refresh: every file fetched anew, one row, its new date.
    env.now = () => new Date('2026-03-05T10:00:00Z');
    fetched.length = 0;
    await download('workflow', 'w1', { sessionId: 's1' }, env);
    expect(fetched).toHaveLength(5);
    const { downloads } = await listDownloads(env);
    expect(downloads).toEqual([{ ...first, savedAt: '2026-03-05T10:00:00.000Z' }]);
    expect(keysOf(cacheNames.downloads)).toContain(at('/api/workflow-sessions/s1'));
  });

  test('a file two downloads hold is fetched for each but removed only with the last', async () => {
    const { env, keysOf } = environment({ 'content:c1': prayer, 'workflow:w1': workflow }, files);
    await download('content', 'c1', {}, env);
    const walk = await download('workflow', 'w1', { title: 'My walk' }, env);
    expect(walk).toMatchObject({ title: 'My walk', items: 2, bytes: 11 + 11 + 1000 + 17 });
    const index = await listDownloads(env);
    expect(index.downloads.map((row) => row.id)).toEqual(['w1', 'c1']);
    expect(totalBytes(index)).toBe(11 + 11 + 1000 + 17);

    await removeDownload('workflow', 'w1', env);
    expect(keysOf(cacheNames.downloads)).toEqual(
      [at('/api/content/c1'), at('/media/a.mp3'), at(downloadsIndexUrl)].sort(),
    );
    await removeDownload('content', 'c1', env);
    expect(keysOf(cacheNames.downloads)).toEqual([at(downloadsIndexUrl)]);
    expect((await listDownloads(env)).downloads).toEqual([]);
  });

  test('a full device stops the download and takes back what it stored, keeping other downloads', async () => {
    const { env, keysOf } = environment(
      { 'content:c1': prayer, 'workflow:w1': workflow },
      files,
      1600,
    );
    await download('content', 'c1', {}, env);
    const before = keysOf(cacheNames.downloads);
    const failure: unknown = await download(
      'workflow',
      'w1',
      {},
      {
        ...env,
        fetch: async (input) =>
          String(input) === '/api/workflows/w1'
            ? new Response('x'.repeat(500), { status: 200 })
            : env.fetch(input),
      },
    ).catch((error: unknown) => error);
    expect(isDownloadError(failure) && failure.reason).toBe('full');
    expect(keysOf(cacheNames.downloads)).toEqual(before);
    expect((await listDownloads(env)).downloads.map((row) => row.id)).toEqual(['c1']);
  });

  test('a file that does not come whole or at all fails the download and leaves nothing', async () => {
    const broken = { ...prayer, urls: [...prayer.urls, '/media/gone.mp3'] };
    const dropped = { ...prayer, urls: ['/media/a.mp3', '/media/drop.mp3'] };
    const { env, keysOf } = environment(
      { 'content:c1': broken, 'content:c2': { ...dropped, id: 'c2' } },
      { ...files, '/media/drop.mp3': 'drop' },
    );
    const incomplete: unknown = await download('content', 'c1', {}, env).catch((error) => error);
    expect(isDownloadError(incomplete) && incomplete.reason).toBe('incomplete');
    const network: unknown = await download('content', 'c2', {}, env).catch((error) => error);
    expect(isDownloadError(network) && network.reason).toBe('network');
    expect(keysOf(cacheNames.downloads)).toEqual([]);
    expect((await listDownloads(env)).downloads).toEqual([]);
  });

  test('the server’s refusal reaches the caller as it is, and nothing is stored', async () => {
    const { env, keysOf } = environment({}, files);
    const refusal: unknown = await download('content', 'c1', {}, env).catch((error) => error);
    expect(refusal).toMatchObject({ status: 403, code: 'premium_required' });
    expect(keysOf(cacheNames.downloads)).toEqual([]);
  });

  test('after sign-out (the caches deleted) nothing is listed and nothing is created', async () => {
    const { env } = environment({ 'content:c1': prayer }, files);
    await download('content', 'c1', {}, env);
    await env.caches.delete(cacheNames.downloads);
    expect((await listDownloads(env)).downloads).toEqual([]);
    await removeDownload('content', 'c1', env);
    expect(await env.caches.keys()).toEqual([]);
  });
});

describe('keys, sizes and the week', () => {
  test('a key is the same-origin address without the time zone, other parameters kept', () => {
    expect(downloadKey('/api/psalms/today?timeZone=UTC', origin)).toBe(at('/api/psalms/today'));
    expect(downloadKey(at('/api/content?limit=3&timeZone=UTC&q=a'), origin)).toBe(
      at('/api/content?limit=3&q=a'),
    );
    expect(downloadKey('/media/a.mp3#t=3', origin)).toBe(at('/media/a.mp3'));
  });

  test('sizes read as a phone says them, in the app’s language', () => {
    expect(formatBytes(3_240_000, 'en')).toBe('3.2 MB');
    expect(formatBytes(12_400_000, 'en')).toBe('12 MB');
    expect(formatBytes(2_000_000_000, 'en')).toBe('2 GB');
    expect(formatBytes(999_960, 'en')).toBe('1 MB');
    expect(formatBytes(3_240_000, 'pt')).toBe('3,2 MB');
    expect(formatBytes(0, 'en')).toBe('0 bytes');
    expect(formatBytes(1_500, 'es')).toBe('1.5 kB'); // Latin American Spanish
  });

  test('the week starts on Monday, as the server’s week does', () => {
    expect(weekStart('2026-03-04')).toBe('2026-03-02'); // a Wednesday
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02'); // a Sunday
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });
});
