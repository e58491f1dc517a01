import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncodings, type PrecompressedEncoding } from './content-encoding';
import { createRoutePreloads, entryImportsInOrder } from './route-preloads';

type Variant = { identity: Buffer; br: Buffer; gzip: Buffer };

const compress: Record<PrecompressedEncoding, (html: Buffer) => Buffer> = {
  br: (html) => zlib.brotliCompressSync(html),
  gzip: (html) => zlib.gzipSync(html, { level: 9 }),
};

/**
 * The built index.html with modulepreload links for a path's lazy chunks (route-preloads.ts), or
 * undefined when the web app is not built. Read again when the file changes (a new build renames
 * its chunks).
 */
export function createAppTemplate(webDir: string) {
  const indexPath = path.join(webDir, 'index.html');
  let built = {
    mtimeMs: -1,
    preloadsOf: (_: string): readonly string[] => [],
    entryImports: [] as readonly string[],
    html: '',
  };

  const current = () => {
    const { mtimeMs } = fs.statSync(indexPath);
    if (mtimeMs !== built.mtimeMs) {
      built = {
        mtimeMs,
        preloadsOf: createRoutePreloads(webDir),
        entryImports: entryImportsInOrder(webDir),
        html: fs.readFileSync(indexPath, 'utf8'),
      };
    }
    return built;
  };

  return {
    /** Changes whenever the page is rebuilt: a key for anything derived from it. */
    version: () => (fs.existsSync(indexPath) ? current().mtimeMs : undefined),
    preloadsOf: (pathname: string) => current().preloadsOf(pathname),
    /** The entry's static imports, in the order the browser evaluates them. */
    entryImports: () => (fs.existsSync(indexPath) ? current().entryImports : []),
    htmlFor(pathname: string): string | undefined {
      if (!fs.existsSync(indexPath)) return undefined;
      const { html, preloadsOf } = current();
      const links = preloadsOf(pathname)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      return html.replace('</head>', `${links}</head>`);
    },
  };
}

export type AppTemplate = ReturnType<typeof createAppTemplate>;

/**
 * The app page the browser renders itself (a signed-out visit to a member page, or no server
 * renderer built). A few kilobytes per route pattern, so each variant is compressed once per build
 * of the page and kept.
 */
export function createAppPage(template: AppTemplate) {
  let version: number | undefined;
  const variants = new Map<string, Variant>();

  const variantFor = (pathname: string) => {
    if (template.version() !== version) {
      version = template.version();
      variants.clear();
    }
    const key = template.preloadsOf(pathname).join(' ');
    let variant = variants.get(key);
    if (!variant) {
      const identity = Buffer.from(template.htmlFor(pathname) ?? '');
      variant = { identity, br: compress.br(identity), gzip: compress.gzip(identity) };
      variants.set(key, variant);
    }
    return variant;
  };

  /** Undefined when the web app is not built. */
  return (c: Context) => {
    if (template.version() === undefined) return undefined;
    const variant = variantFor(c.req.path);
    // A page too small to gain from compression is sent as it is.
    const encoding = acceptedEncodings(c.req.header('accept-encoding')).find(
      (name) => variant[name].length < variant.identity.length,
    );
    const body = encoding ? variant[encoding] : variant.identity;
    c.header('Content-Type', 'text/html; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding', { append: true });
    c.header('Content-Length', String(body.length));
    if (encoding) c.header('Content-Encoding', encoding);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(new Uint8Array(body), 200);
  };
}
