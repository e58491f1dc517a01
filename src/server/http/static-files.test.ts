import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticRoutes } from './static-files';

// A built web app in miniature: the page and one hashed chunk.
let webDir: string;
let app: ReturnType<typeof createStaticRoutes>;

beforeAll(() => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.skipWaiting()');
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Psalmlight"}');
  fs.writeFileSync(path.join(webDir, 'manifest-pt.webmanifest'), '{"lang":"pt-BR"}');
  fs.writeFileSync(path.join(webDir, 'manifest-es.webmanifest'), '{"lang":"es-419"}');
  // Vite's build manifest, with the precompressed copy the build writes beside every file.
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), '{"secret":"build manifest"}');
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json.br'), '{"secret":"build manifest"}');
  app = createStaticRoutes(webDir);
});
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

describe('the built web app', () => {
  it('serves a hashed asset with a year of caching', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('answers a missing asset (an old chunk after a deploy) 404, never cached and never the page', async () => {
    const response = await app.request('/assets/app-old999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('never serves the build manifest or another hidden file, however the path is encoded', async () => {
    const paths = [
      '/.vite/manifest.json',
      '/.vite%2fmanifest.json',
      '/.vite%2Fmanifest.json',
      '/%2evite/manifest.json',
      '/%2Evite%2Fmanifest.json',
      '/assets/..%2f.vite%2fmanifest.json',
      '/assets%2f..%2f.vite%2fmanifest.json',
      '/.vite%5cmanifest.json',
      '/%E0%A4%A',
    ];
    for (const requestPath of paths) {
      for (const encoding of ['br', 'identity']) {
        const response = await app.request(requestPath, {
          headers: { 'accept-encoding': encoding },
        });
        const label = `${requestPath} (${encoding})`;
        expect(await response.text(), label).not.toContain('build manifest');
        expect(response.status, label).toBe(404);
        expect(response.headers.get('cache-control'), label).toBe('no-store');
      }
    }
  });

  it('answers client routes with the app page, revalidated on every visit', async () => {
    const response = await app.request('/journal');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves the service worker and the manifests (one per language) revalidated on every fetch, with their types', async () => {
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toEqual({ name: 'Psalmlight' });
    for (const [file, lang] of [
      ['/manifest-pt.webmanifest', 'pt-BR'],
      ['/manifest-es.webmanifest', 'es-419'],
    ]) {
      const translated = await app.request(file!);
      expect(translated.headers.get('cache-control'), file).toBe('no-cache');
      expect(translated.headers.get('content-type')).toBe('application/manifest+json');
      expect(await translated.json()).toEqual({ lang });
    }
  });
});
