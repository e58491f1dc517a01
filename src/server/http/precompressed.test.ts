import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from './content-encoding';
import { createStaticRoutes } from './static-files';

// A built web app in miniature, compressed by the build's own step (scripts/precompress.mjs).
const root = path.resolve(import.meta.dirname, '../../..');
let webDir: string;
let app: ReturnType<typeof createStaticRoutes>;
const script = `export const verses = ${JSON.stringify(
  Array.from({ length: 300 }, (_, i) => `The Lord is my shepherd; verse ${i}`),
)};\n`;
const page = `<!doctype html><html><head><title>Psalmlight</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;

beforeAll(() => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-precompressed-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), page);
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'a');
  fs.writeFileSync(path.join(webDir, 'sw.js'), `self.skipWaiting();${script}`);
  const build = spawnSync(process.execPath, ['scripts/precompress.mjs', webDir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status).toBe(0);
  app = createStaticRoutes(webDir);
});
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

function decode(encoding: string | null, body: Buffer) {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

async function fetchWith(url: string, acceptEncoding?: string, extra: Record<string, string> = {}) {
  const response = await app.request(url, {
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...extra,
    },
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, encoding: response.headers.get('content-encoding') };
}

describe('precompressed files of the built web app', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j gets %s, and bytes that decode to the file', async (accept, expected) => {
    const { response, body, encoding } = await fetchWith('/assets/app-abc123.js', accept);
    expect(response.status).toBe(200);
    expect(encoding).toBe(expected);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    if (expected) expect(body.length).toBeLessThan(script.length / 3);
    expect(decode(encoding, body)).toBe(script);
  });

  it('sends the app page compressed and revalidated, at / and at a client route', async () => {
    for (const url of ['/', '/journal', '/index.html']) {
      const { response, body, encoding } = await fetchWith(url, 'gzip, br');
      expect(response.status).toBe(200);
      expect(encoding).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(decode(encoding, body)).toBe(page);
    }
  });

  it('sends the service worker compressed and still revalidated on every fetch', async () => {
    const { response, body, encoding } = await fetchWith('/sw.js', 'gzip');
    expect(encoding).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(decode(encoding, body)).toContain('self.skipWaiting()');
  });

  it('answers a range request with the plain bytes, as before', async () => {
    const { response, body, encoding } = await fetchWith('/assets/app-abc123.js', 'br', {
      range: 'bytes=0-5',
    });
    expect(response.status).toBe(206);
    expect(encoding).toBeNull();
    expect(body.toString()).toBe(script.slice(0, 6));
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const { response, body } = await fetchWith('/assets/app-abc123.js', 'br', {});
    const head = await app.request('/assets/app-abc123.js', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect(response.status).toBe(200);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('sends a file that compression would not shrink as it is', async () => {
    expect(fs.existsSync(path.join(webDir, 'assets', 'tiny-abc123.js.br'))).toBe(false);
    const { response, body, encoding } = await fetchWith('/assets/tiny-abc123.js', 'br, gzip');
    expect(encoding).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(body.toString()).toBe('a');
  });

  it('never sends a compressed copy older than its file (the previous build)', async () => {
    const file = path.join(webDir, 'assets', 'app-abc123.js');
    const stale = new Date(Date.now() - 60_000);
    fs.utimesSync(`${file}.br`, stale, stale);
    try {
      const { encoding, body } = await fetchWith('/assets/app-abc123.js', 'br, gzip');
      expect(encoding).toBe('gzip');
      expect(decode(encoding, body)).toBe(script);
    } finally {
      fs.utimesSync(`${file}.br`, new Date(), new Date());
    }
  });

  it('does not serve the compressed copies outside the web folder', async () => {
    const response = await app.request('/assets/..%2f..%2fetc%2fpasswd', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(404);
  });
});

describe('Accept-Encoding negotiation', () => {
  it('orders by weight, brotli first on a tie, and drops what q=0 refuses', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('GZIP;Q=0.9, br;q=0.2')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br;q=0')).toEqual([]);
    expect(acceptedEncodings('*;q=0.5, gzip;q=0')).toEqual(['br']);
    expect(acceptedEncodings('br;q=2, gzip;q=abc')).toEqual([]);
  });
});
