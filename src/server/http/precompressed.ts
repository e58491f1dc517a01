import fs from 'node:fs';
import path from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { acceptedEncodings, precompressedEncodings } from './content-encoding';

const suffix = { br: '.br', gzip: '.gz' } as const;

function fileStats(file: string) {
  try {
    const stats = fs.statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file of the built web app, as the smaller of its precompressed siblings (file.br,
 * file.gz, written at build time) that the request accepts, else as it is. A sibling older than
 * the file is left unused: it would be the previous build's bytes. Undefined when there is no such
 * file. Every file that has siblings is sent with `Vary: Accept-Encoding`, whichever encoding this
 * answer took, so a shared cache keeps one copy per encoding.
 */
async function sendBuiltFile(c: Context, file: string) {
  const stats = fileStats(file);
  if (!stats) return undefined;
  const siblings = new Map<string, number>();
  for (const encoding of precompressedEncodings) {
    const sibling = fileStats(file + suffix[encoding]);
    if (sibling && sibling.mtimeMs >= stats.mtimeMs) siblings.set(encoding, sibling.size);
  }
  const encoding = acceptedEncodings(c.req.header('accept-encoding')).find((name) =>
    siblings.has(name),
  );
  c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
  c.header('Content-Length', String(encoding ? siblings.get(encoding) : stats.size));
  if (encoding) c.header('Content-Encoding', encoding);
  if (siblings.size > 0) c.header('Vary', 'Accept-Encoding', { append: true });
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(await fs.promises.readFile(encoding ? file + suffix[encoding] : file), 200);
}

/**
 * Serves files of `webDir` that have precompressed siblings; every other request (no siblings, a
 * Range request, not GET or HEAD, a path that is not a plain file) goes on to serveStatic.
 */
export function precompressedFiles(webDir: string): MiddlewareHandler {
  const root = path.resolve(webDir);
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.header('range')) return next();
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${requested}`);
    if (!file.startsWith(root + path.sep) || requested.includes('\0')) return next();
    if (!fileStats(file + suffix.br) && !fileStats(file + suffix.gzip)) return next();
    return (await sendBuiltFile(c, file)) ?? next();
  };
}
