import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryImportsInOrder, matchesRoute } from './route-preloads';
import { createStaticRoutes } from './static-files';
// eslint-disable-next-line no-restricted-imports -- the build script the server's preloads come from
import { routeModulesFile, routeModulesFrom } from '../../../scripts/route-modules.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const journalPage = 'src/web/features/journal/journal-page.tsx';

// A build manifest in miniature, shaped as Vite writes it: the entry and its imports are already in
// index.html; the journal page imports a chunk of its own and one the entry has.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_core-1.js'] },
  '_core-1.js': { file: 'assets/core-1.js' },
  '_editor-1.js': { file: 'assets/editor-1.js', imports: ['_core-1.js'] },
  'src/web/shell/require-auth.tsx': { file: 'assets/require-auth-1.js' },
  'src/web/shell/user-shell.tsx': { file: 'assets/user-shell-1.js', imports: ['index.html'] },
  [journalPage]: { file: 'assets/journal-page-1.js', imports: ['_editor-1.js', '_core-1.js'] },
  'src/web/features/auth/auth-page.tsx': { file: 'assets/auth-page-1.js' },
  'src/web/shell/not-found-page.tsx': { file: 'assets/not-found-page-1.js' },
};
const page =
  '<!doctype html><html><head><title>Psalmlight</title></head><body><div id="root"></div></body></html>';

let webDir: string;
let app: ReturnType<typeof createStaticRoutes>;
beforeAll(() => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-preloads-'));
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The routes as the web build writes them (scripts/route-modules.mjs), from the real route table.
  fs.writeFileSync(path.join(webDir, routeModulesFile), JSON.stringify(routeModulesFrom(root)));
  fs.writeFileSync(path.join(webDir, 'index.html'), page);
  app = createStaticRoutes(webDir);
});
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

async function appPage(url: string, acceptEncoding = 'identity') {
  const response = await app.request(url, { headers: { 'accept-encoding': acceptEncoding } });
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const html =
    encoding === 'br'
      ? zlib.brotliDecompressSync(body).toString()
      : encoding === 'gzip'
        ? zlib.gunzipSync(body).toString()
        : body.toString();
  return {
    response,
    html,
    preloads: [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    ),
  };
}

describe('the app page preloads the chunks of the route it is answered for', () => {
  it('names a member page, its shell and what they import, each after its imports, but nothing index.html loads', async () => {
    const { response, preloads } = await appPage('/journal');
    expect(response.status).toBe(200);
    expect(preloads).toEqual([
      '/assets/require-auth-1.js',
      '/assets/user-shell-1.js',
      '/assets/editor-1.js',
      '/assets/journal-page-1.js',
    ]);
  });

  it('sends the same page compressed, with the links, and the page alone elsewhere', async () => {
    for (const encoding of ['br', 'gzip']) {
      const { response, html, preloads } = await appPage('/journal', encoding);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(preloads).toHaveLength(4);
      expect(html.replace(/<link rel="modulepreload"[^>]+>/g, '')).toBe(page);
    }
    expect((await appPage('/auth')).preloads).toEqual(['/assets/auth-page-1.js']);
    // /index.html is the service worker's page for every path offline: it names nothing.
    for (const url of ['/index.html', '/no-such-page', '/journal/extra']) {
      const { response, html } = await appPage(url, 'br');
      expect(response.status, url).toBe(200);
      expect(html, url).toBe(page);
    }
  });

  it('starts afresh when the page is rebuilt', async () => {
    const rebuilt = { ...manifest, [journalPage]: { file: 'assets/journal-page-2.js' } };
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(rebuilt));
    const later = new Date(Date.now() + 5_000);
    fs.writeFileSync(path.join(webDir, 'index.html'), page);
    fs.utimesSync(path.join(webDir, 'index.html'), later, later);
    expect((await appPage('/journal')).preloads).toContain('/assets/journal-page-2.js');
  });
});

describe('the route table', () => {
  it('matches paths as react-router does', () => {
    expect(matchesRoute('/journal', '/journal')).toBe(true);
    expect(matchesRoute('/journal', '/journal/')).toBe(true);
    expect(matchesRoute('/journal', '/journals')).toBe(false);
    expect(matchesRoute('/content/:id', '/content/abc')).toBe(true);
    expect(matchesRoute('/content/:id', '/content')).toBe(false);
    expect(matchesRoute('/admin/*', '/admin')).toBe(true);
    expect(matchesRoute('/admin/*', '/admin/content/new')).toBe(true);
    expect(matchesRoute('/admin/*', '/administer')).toBe(false);
  });
});

describe('the routes the build reads from the route table', () => {
  const routes = routeModulesFrom(root);
  const modulesOf = (pattern: string) => routes.find((route) => route.path === pattern)?.modules;

  it('name a member page after the signed-in gate and the shell, and a public page alone', () => {
    expect(modulesOf('/journal')).toEqual([
      'src/web/shell/require-auth.tsx',
      'src/web/shell/user-shell.tsx',
      journalPage,
    ]);
    expect(modulesOf('/groups/join/:token')?.at(-1)).toBe(
      'src/web/features/groups/join-group-page.tsx',
    );
    expect(modulesOf('/auth')).toEqual(['src/web/features/auth/auth-page.tsx']);
  });

  it('name every lazy module of the table, so a new page is preloaded without a second list', () => {
    const table = fs.readFileSync(path.join(root, 'src/web/routes/route-table.tsx'), 'utf8');
    const lazy = [...table.matchAll(/import\('\.\.\/([^']+)'\)/g)].map(
      (m) => `src/web/${m[1]}.tsx`,
    );
    const named = new Set(routes.flatMap((route) => route.modules));
    // The catch-all's not-found page has no path of its own to preload it for.
    const notPreloaded = 'src/web/shell/not-found-page.tsx';
    expect(lazy.length).toBeGreaterThan(15);
    for (const file of lazy.filter((file) => file !== notPreloaded))
      expect(named, file).toContain(file);
    expect(named).not.toContain(notPreloaded);
    for (const file of named) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
  });

  it("name every portal tab's module under the tab's own address, after the portal", () => {
    const config = fs.readFileSync(path.join(root, 'src/web/admin/tab-config.ts'), 'utf8');
    const ids = [...config.matchAll(/id: '([a-z-]+)'/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids)
      expect(modulesOf(`/admin/${id}/*`), id).toEqual([
        'src/web/admin/admin-app.tsx',
        expect.stringMatching(new RegExp(`^src/web/admin/tabs/${id}/`)),
      ]);
    // A tab's address is matched before the portal's own.
    const firstTab = routes.findIndex(
      (route) => route.path.startsWith('/admin/') && route.path !== '/admin/*',
    );
    expect(firstTab).toBeLessThan(routes.findIndex((route) => route.path === '/admin/*'));
  });
});

describe('the entry’s own imports', () => {
  it('are listed in the order the browser evaluates them: each one’s imports before it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-entry-'));
    fs.mkdirSync(path.join(dir, '.vite'));
    const graph = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_app-1.js', '_dom-1.js'],
      },
      '_app-1.js': { file: 'assets/app-1.js', imports: ['_runtime-1.js', '_react-1.js'] },
      '_dom-1.js': { file: 'assets/dom-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'assets/react-1.js', imports: ['_runtime-1.js'] },
      '_runtime-1.js': { file: 'assets/runtime-1.js' },
      'src/web/features/auth/auth-page.tsx': { file: 'assets/auth-page-1.js' },
    };
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(graph));
    try {
      expect(entryImportsInOrder(dir)).toEqual([
        '/assets/runtime-1.js',
        '/assets/react-1.js',
        '/assets/app-1.js',
        '/assets/dom-1.js',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('are none without a build manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-no-manifest-'));
    try {
      expect(entryImportsInOrder(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
