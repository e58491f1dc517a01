import type { MiddlewareHandler } from 'hono';

/**
 * Headers that govern only a document (or a worker): a script or stylesheet that a page loads is
 * not framed, opened or given a policy of its own, so browsers ignore them there. They were ~900
 * bytes on every one of a page's 15–25 scripts (over HTTP/1.1, uncompressed): about a tenth of the
 * first route's JavaScript budget.
 */
const documentOnly = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The built scripts and stylesheets a page loads. Workers are built apart (assets/workers/,
 * vite.config.ts) and keep every header: a worker runs under the policy its own response carries.
 * Anything else (an SVG, which a browser opens as a document) keeps them too.
 */
const pageSubresource = /^\/assets\/[^/]+\.(js|css)$/;

/** Leaves the document-only headers off built scripts and stylesheets (decision 145 addendum). */
export const assetHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status >= 400 || !pageSubresource.test(c.req.path)) return;
  for (const name of documentOnly) c.res.headers.delete(name);
};
