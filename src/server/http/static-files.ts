import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { languages, manifestPath } from '@contracts/languages';
import type { AppEnv } from './env';
import { createAppPage, createAppTemplate, type AppTemplate } from './app-page';
import { precompressedFiles } from './precompressed';

const noCache: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
};

const notFound = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
};

/**
 * Whether a request path, decoded as a file server decodes it (an encoded slash becomes a folder),
 * names a hidden file or folder, a parent folder, or a backslash path. An undecodable path counts
 * too: no built file has such a name.
 */
function opensHiddenFile(requestPath: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true;
  }
  return decoded.includes('\\') || decoded.split('/').some((segment) => segment.startsWith('.'));
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered with
 * the page drawn on the server when it can be (decision 145), else index.html for the client router
 * to draw, with that route's chunks preloaded (decision 142).
 * Files are sent brotli- or gzip-compressed when the build wrote such copies and the browser
 * accepts them (decision 140).
 */
export function createStaticRoutes(
  webDir: string,
  template: AppTemplate = createAppTemplate(webDir),
  serverPage?: (c: Context<AppEnv>) => Promise<Response | undefined>,
) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), webDir) || '.';
  // Hidden files and folders of the build (Vite's manifest in .vite/) are for tooling, not for
  // visitors. Judged on the path as the file servers decode it, so /.vite%2fmanifest.json, which
  // no route pattern matches, is refused too.
  app.use('*', async (c, next) => (opensHiddenFile(c.req.path) ? notFound(c) : next()));
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    precompressedFiles(webDir),
    serveStatic({ root }),
  );
  // An asset that is not there (an old chunk after a deploy) is a 404 nobody may keep: answering the
  // app page here would let a browser cache HTML as that script for a year.
  app.all('/assets/*', notFound);
  // The service worker and the web app manifests (one per language) keep their names across
  // deploys: revalidated on every fetch, so a new version reaches installed apps on their next visit
  // (decision 138).
  app.use('/sw.js', noCache);
  for (const language of languages) app.use(manifestPath(language), noCache);
  // The app page is answered by the last route, revalidated on every visit, whichever path asks.
  const files = [precompressedFiles(webDir), serveStatic({ root })].map(
    (serve): MiddlewareHandler =>
      (c, next) =>
        c.req.path === '/' || c.req.path === '/index.html' ? next() : serve(c, next),
  );
  app.use('*', ...files);
  const appPage = createAppPage(template);
  app.get(
    '*',
    async (c) =>
      (await serverPage?.(c)) ??
      appPage(c) ??
      c.text('The web app is not built yet. Run `npm run build` (npm start does it for you).', 503),
  );
  return app;
}
