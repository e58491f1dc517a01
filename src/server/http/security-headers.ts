import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Paths that are never a page (the API, built files, media): they need no script nonce. */
const notPages = /^\/(api|assets|media)\//;

/**
 * A fresh nonce for a page request, allowing the few inline scripts React writes while streaming a
 * server-drawn page (decision 145); nothing else may run inline.
 */
function pageNonce(c: Context): string {
  if (c.req.method !== 'GET' || notPages.test(c.req.path)) return '';
  const nonce = randomBytes(16).toString('base64');
  c.set('cspNonce', nonce);
  return `'nonce-${nonce}'`;
}

/** Security headers with a Content Security Policy the app runs under (no inline script but by nonce, no eval). */
export function securityHeaders(options: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", pageNonce],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
