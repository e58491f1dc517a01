import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/auth';
import { createTestContext, testPassword, type TestContext } from '@server/test/harness';
import { reportFigures } from '../support/figures';
import { errorCodeOf } from './write-operations';

// What every answer is sent with, as a browser sees it, on plain http (a local install) and behind
// https (PUBLIC_URL https://…): the session cookie's attributes, the CSRF refusal, a Content Security
// Policy that allows no inline or eval'd script, and the other security headers, on an API answer,
// on the app's page and on a worker's script; a built script or stylesheet a page loads carries the
// ones that govern a subresource (the document-only ones are left off: browsers ignore them there).

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The web app as it is shipped: its page (index.html, as written) and a hashed asset. */
function webDirectory() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hardening-web-'));
  fs.mkdirSync(path.join(dir, 'assets', 'workers'), { recursive: true });
  fs.copyFileSync(path.join(repoRoot, 'index.html'), path.join(dir, 'index.html'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.css'), 'body{margin:0}');
  fs.writeFileSync(path.join(dir, 'assets', 'workers', 'zone-abc123.js'), 'postMessage(1)');
  fs.writeFileSync(
    path.join(dir, 'assets', 'mark-abc123.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  return dir;
}

type Site = { t: TestContext; origin: string; webDir: string; https: boolean };
const sites: Site[] = [];
const checked = { answers: 0, headers: 0 };

async function openSite(origin: string): Promise<Site> {
  const webDir = webDirectory();
  const t = await createTestContext({
    webDir,
    address: { publicUrl: origin, publicUrlSet: true, trustedOrigins: [origin] },
  });
  const site = { t, origin, webDir, https: origin.startsWith('https:') };
  sites.push(site);
  return site;
}

beforeAll(async () => {
  await openSite('http://localhost:3000');
  await openSite('https://psalmlight.example');
});
afterAll(async () => {
  reportFigures('hardening: headers', [
    { name: 'answers checked (API, page, asset; http and https)', value: checked.answers },
    { name: 'header assertions', value: checked.headers },
  ]);
  for (const site of sites) {
    await site.t.close();
    fs.rmSync(site.webDir, { recursive: true, force: true });
  }
});

function send(
  site: Site,
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
) {
  const headers: Record<string, string> = { origin: site.origin, ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return site.t.app.request(`${site.origin}${pathname}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

/** Signs a confirmed member up and in at the site's own address; the sign-in answer. */
async function signUpAndIn(site: Site) {
  const email = `headers.${Date.now()}.${Math.random()}@example.test`;
  const signUp = await send(site, '/api/auth/sign-up/email', {
    json: { email, password: testPassword, firstName: 'Ann', lastName: 'Lee' },
  });
  expect(signUp.status).toBe(200);
  await site.t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await send(site, '/api/auth/sign-in/email', {
    json: { email, password: testPassword },
  });
  expect(signIn.status).toBe(200);
  return signIn;
}

/** A CSP as directive → sources. */
function directives(csp: string) {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const safeReferrerPolicies = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function expectSecurityHeaders(site: Site, response: Response, what: string) {
  const header = (name: string) => response.headers.get(name);
  const csp = directives(header('content-security-policy') ?? '');
  const scriptSources = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSources, `${what}: script-src`).toBeDefined();
  expect(scriptSources, what).not.toContain("'unsafe-inline'");
  expect(scriptSources, what).not.toContain("'unsafe-eval'");
  expect(scriptSources, what).not.toContain('*');
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(['DENY', 'SAMEORIGIN'], what).toContain(header('x-frame-options'));
  expect(header('x-content-type-options'), what).toBe('nosniff');
  expect(safeReferrerPolicies, what).toContain(header('referrer-policy'));
  const hsts = header('strict-transport-security');
  if (site.https) {
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1]), what).toBeGreaterThanOrEqual(31_536_000);
    expect(csp.has('upgrade-insecure-requests'), what).toBe(true);
  } else {
    // HSTS on plain http would be ignored at best, and lock a local install out of http at worst.
    expect(hsts, what).toBeNull();
  }
  checked.answers++;
  checked.headers += 10;
}

describe.each([
  ['http', 0],
  ['https', 1],
])('on %s', (_name, index) => {
  const site = () => sites[index]!;

  it('an API answer, an error answer, the page, a client route, a worker and an image carry the security headers', async () => {
    const answers: [string, number][] = [
      ['/api/health', 200],
      ['/api/me', 401],
      ['/api/no-such-endpoint', 404],
      ['/', 200],
      ['/journal', 200],
      ['/assets/workers/zone-abc123.js', 200],
      ['/assets/mark-abc123.svg', 200],
      ['/assets/app-gone.js', 404],
    ];
    for (const [pathname, status] of answers) {
      const response = await send(site(), pathname);
      expect(response.status, pathname).toBe(status);
      expectSecurityHeaders(site(), response, pathname);
      await response.body?.cancel();
    }
  });

  it('a built script or stylesheet carries the subresource headers and none of the document ones', async () => {
    for (const pathname of ['/assets/app-abc123.js', '/assets/app-abc123.css']) {
      const response = await send(site(), pathname);
      expect(response.status, pathname).toBe(200);
      const header = (name: string) => response.headers.get(name);
      expect(header('x-content-type-options'), pathname).toBe('nosniff');
      expect(header('cross-origin-resource-policy'), pathname).toBe('same-origin');
      expect(safeReferrerPolicies, pathname).toContain(header('referrer-policy'));
      if (site().https)
        expect(header('strict-transport-security'), pathname).toMatch(/max-age=31536000/);
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
      ])
        expect(header(documentOnly), `${pathname}: ${documentOnly}`).toBeNull();
      await response.body?.cancel();
      checked.answers++;
      checked.headers += 6;
    }
  });

  it('the page runs under that policy: every script is a file of its own origin, none inline', async () => {
    const page = await (await send(site(), '/')).text();
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/[^/]/);
      expect(body!.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
    expect(page).not.toMatch(/javascript:/i);
  });

  it('the session cookie is HttpOnly and SameSite=Lax, and Secure exactly when the site is https', async () => {
    const signIn = await signUpAndIn(site());
    const session = signIn.headers
      .getSetCookie()
      .find((cookie) => /^(__Secure-)?psalmlight\.session_token=/.test(cookie));
    expect(session).toBeDefined();
    const attributes = session!.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes.includes('secure')).toBe(site().https);
    expect(session!.startsWith('__Secure-')).toBe(site().https);
    // Every cookie the server sets is out of reach of scripts.
    for (const cookie of signIn.headers.getSetCookie())
      expect(cookie.toLowerCase()).toContain('httponly');
    checked.headers += 5;
  });

  it('a cookie-carrying write from another site, or from no page at all, is refused (CSRF)', async () => {
    const signIn = await signUpAndIn(site());
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
    const rename = (headers: Record<string, string>) =>
      send(site(), '/api/profile', {
        method: 'PATCH',
        json: { fullName: 'Renamed By Evil' },
        headers: { cookie, ...headers },
      });
    const crossSite = await rename({ origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await errorCodeOf(crossSite)).toBe('csrf_failed');
    const noOrigin = await site().t.app.request(`${site().origin}/api/profile`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Renamed By Evil' }),
    });
    expect(noOrigin.status).toBe(403);
    expect(await errorCodeOf(noOrigin)).toBe('csrf_failed');
    const me = await (await send(site(), '/api/me', { headers: { cookie } })).json();
    expect(me.user.name).toBe('Ann Lee');
    // The same write from the site's own page goes through.
    expect((await rename({})).status).toBe(200);
    checked.headers += 3;
  });
});
