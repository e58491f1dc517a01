import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { acceptedEncodings, type PrecompressedEncoding } from './content-encoding';
import { createRoutePreloads } from './route-preloads';

type Variant = { identity: Buffer; br: Buffer; gzip: Buffer };

const compress: Record<PrecompressedEncoding, (html: Buffer) => Buffer> = {
  br: (html) => zlib.brotliCompressSync(html),
  gzip: (html) => zlib.gzipSync(html, { level: 9 }),
};

/**
 * The app page (index.html) every client-routed path is answered with, carrying modulepreload links
 * for that path's lazy chunks (route-preloads.ts). A few kilobytes per route pattern, so each
 * variant is built and compressed once per build of the page and kept; a rebuilt index.html (a new
 * mtime) starts afresh, as its chunk names changed with it.
 */
export function createAppPage(webDir: string) {
  const indexPath = path.join(webDir, 'index.html');
  let built = { mtimeMs: -1, preloadsOf: (_: string): readonly string[] => [], html: '' };
  const variants = new Map<string, Variant>();

  const current = () => {
    const { mtimeMs } = fs.statSync(indexPath);
    if (mtimeMs !== built.mtimeMs) {
      built = {
        mtimeMs,
        preloadsOf: createRoutePreloads(webDir),
        html: fs.readFileSync(indexPath, 'utf8'),
      };
      variants.clear();
    }
    return built;
  };

  const variantFor = (pathname: string) => {
    const { html, preloadsOf } = current();
    const preloads = preloadsOf(pathname);
    const key = preloads.join(' ');
    let variant = variants.get(key);
    if (!variant) {
      const links = preloads
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      const identity = Buffer.from(html.replace('</head>', `${links}</head>`));
      variant = { identity, br: compress.br(identity), gzip: compress.gzip(identity) };
      variants.set(key, variant);
    }
    return variant;
  };

  /** Undefined when the web app is not built. */
  return (c: Context) => {
    if (!fs.existsSync(indexPath)) return undefined;
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
