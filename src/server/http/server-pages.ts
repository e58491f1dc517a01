import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, languageTags, type Language } from '@contracts/languages';
import { pageCookies } from '@contracts/page-cookies';
import { routeChunksId } from '@contracts/route-chunks';
import { serverStateId } from '@contracts/server-state-id';
import { languageFromAcceptLanguage } from '../lib/language';
import type { Logger } from '../logger';
import type { AppTemplate } from './app-page';
import { acceptedEncodings } from './content-encoding';
import type { AppEnv, Viewer } from './env';
import { loggablePath } from './secret-urls';

// The server-rendered first paint (decision 145). The renderer is the web's own code, built by
// `vite build --ssr` into dist/ssr; without it every page is drawn by the browser as before.

/** The shape of dist/ssr/entry-server.js (src/web/entry-server.tsx), kept apart so no web code is compiled into the server. */
interface WebRenderer {
  renderPage(page: {
    request: Request;
    fetchApi: (request: Request) => Promise<Response>;
    locale: Language;
    timeZone: string | undefined;
    nonce: string;
  }): Promise<
    | { kind: 'client'; locale: Language }
    | { kind: 'redirect'; locale: Language; location: string }
    | {
        kind: 'page';
        locale: Language;
        status: number;
        html: string;
        state: () => string;
      }
  >;
}

const rootElement = '<div id="root"></div>';

export interface ServerPagesOptions {
  template: AppTemplate;
  webDir: string;
  rendererPath: string;
  logger: Logger;
  /** The request's session, resolved once for the page and every answer drawn into it. */
  resolveViewer: (c: Context<AppEnv>) => Promise<Viewer | null>;
  /** Answers an API request in-process as this viewer (no second session lookup, no socket). */
  fetchApi: (request: Request, viewer: Viewer | null) => Promise<Response>;
}

/**
 * A member whose account has no zone yet, on a browser that has told its zone (the sign-in page's
 * cookie): the zone is stored now, through the API's own route, as the page's report would store it
 * once idle, and the page is drawn in it. Stored after hydration instead, a first zone made the page
 * ask for every answer again, a first visit's main cost on a phone (decision 162).
 */
async function withFirstZone(
  viewer: Viewer | null,
  zone: string | undefined,
  options: ServerPagesOptions,
  url: string,
): Promise<Viewer | null> {
  if (!viewer || viewer.timezone !== null || !zone) return viewer;
  const stored = await options.fetchApi(
    new Request(new URL('/api/preferences/timezone', url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ timeZone: zone }),
    }),
    viewer,
  );
  return stored.ok ? { ...viewer, timezone: zone } : viewer;
}

/**
 * Imported once: its chunks import the entry back by its plain URL, so a second copy (a cache-busting
 * query) would split React Router's contexts in two. A rebuilt renderer takes a restart, as the
 * server's own code does.
 */
function loadRenderer(rendererPath: string) {
  let loaded: Promise<WebRenderer> | undefined;
  return (): Promise<WebRenderer> | undefined => {
    if (!loaded && fs.existsSync(rendererPath))
      loaded = import(pathToFileURL(rendererPath).href) as Promise<WebRenderer>;
    return loaded;
  };
}

let themeInitText: string | undefined;

/** The built theme script (public/theme-init.js), read once. */
function readThemeInit(webDir: string): string {
  themeInitText ??= fs.readFileSync(path.join(webDir, 'theme-init.js'), 'utf8');
  return themeInitText;
}

/** The language to draw in before anyone is known: the browser's last choice, else what it asks for. */
function guestLocale(c: Context): Language {
  const chosen = getCookie(c, pageCookies.locale);
  return isLanguage(chosen) ? chosen : languageFromAcceptLanguage(c.req.header('accept-language'));
}

/** Zones already checked, and their canonical names (null: not a zone); bounded, as cookies vary. */
const checkedZones = new Map<string, string | null>();

/** This browser's time zone as it last said, if it names one. */
function browserTimeZone(c: Context): string | undefined {
  const zone = getCookie(c, pageCookies.timeZone);
  if (!zone || zone.length > 64) return undefined;
  let checked = checkedZones.get(zone);
  if (checked === undefined) {
    // Asking Intl costs a page a good part of a millisecond: each name is asked once.
    try {
      checked = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      checked = null;
    }
    if (checkedZones.size >= 1000) checkedZones.clear();
    checkedZones.set(zone, checked);
  }
  return checked ?? undefined;
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const themeScript = '<script src="/theme-init.js"></script>';

/**
 * Until React has taken the page over, a form's submit does nothing: the browser's own submission
 * would send a form's fields (a password among them) in a GET to the page's address.
 */
const holdSubmits =
  "addEventListener('submit',(e)=>{if(!document.documentElement.hasAttribute('data-hydrated'))e.preventDefault()},true);";

/**
 * Once the browser reports the page painted (its first contentful paint; two frames where paint
 * timing is not reported), starts the code: the entry's own imports are evaluated one per task,
 * then the entry (a browser evaluates a module graph in one task, which for React, the router and
 * the app's core together was the longest task of a phone's page load), while the page's other
 * modules are asked for one per task (each request costs the main thread a millisecond or two,
 * which, twenty-five of them in one task, is a long task on a phone). The entry evaluates those
 * one per task in turn, from the list in the route-chunks block.
 */
const startAfterPaint = (entry: string, entryImports: readonly string[], modules: string[]) =>
  // `later` runs a function in a task of its own: a message, not a timer, so that a page under a
  // paused test clock starts all the same.
  `const later=(f)=>{const c=new MessageChannel();c.port1.onmessage=f;c.port2.postMessage(0)};` +
  `const queue=${JSON.stringify(modules)};` +
  `const steps=${JSON.stringify([...entryImports, entry])};` +
  `const preload=()=>{const href=queue.shift();if(!href)return;const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l);later(preload)};` +
  // A step that fails (a network error) leaves the rest to the entry, which then fails as it would have.
  `const step=()=>{const href=steps.shift();if(href)import(href).finally(()=>later(step))};` +
  `let started=false;const go=()=>{if(started)return;started=true;step();later(preload)};` +
  `if(PerformanceObserver.supportedEntryTypes?.includes('paint')){` +
  `const seen=new PerformanceObserver((l)=>{if(l.getEntriesByName('first-contentful-paint').length){seen.disconnect();go()}});` +
  `seen.observe({type:'paint',buffered:true})}` +
  `else requestAnimationFrame(()=>requestAnimationFrame(go));` +
  // A page with nothing to paint never reports a contentful paint: then it starts after the frame
  // that follows the load event. Not on load itself: a long page often loads before it has painted,
  // and its code would then take the network and the CPU from the first paint.
  `addEventListener('load',()=>requestAnimationFrame(()=>later(go)))`;

/**
 * The server's page is painted before its code is even fetched (decision 145): the page needs only
 * its HTML and stylesheet to show, and a slow phone on a slow network shows it before it spends
 * bandwidth and CPU on the code that makes it interactive. The theme script runs inline (by nonce)
 * instead of being one more request the first paint waits for.
 */
function paintFirst(
  head: string,
  nonce: string,
  themeInit: string,
  entryImports: readonly string[],
): string {
  const modules = [...head.matchAll(modulePreload)].map((match) => match[1] ?? '');
  // The entry's imports are evaluated before the entry: the route's chunks are the rest.
  const routeChunks = modules.filter((module) => !entryImports.includes(module));
  return head
    .replace(modulePreload, '')
    .replace(themeScript, `<script nonce="${nonce}">${themeInit}${holdSubmits}</script>`)
    .replace(
      entryScript,
      (_tag, entry: string) =>
        `<script type="module" nonce="${nonce}">${startAfterPaint(entry, entryImports, modules)}</script>` +
        // Data, never run: no nonce. Chunk URLs hold no `<`.
        `<script type="application/json" id="${routeChunksId}">${JSON.stringify(routeChunks)}</script>`,
    );
}

/** `<html>` with the page's language, and the dark class when this browser chose dark. */
function openingHtml(head: string, locale: Language, c: Context): string {
  const dark = getCookie(c, pageCookies.theme) === 'dark';
  const attributes = `lang="${languageTags[locale]}"${dark ? ' class="dark" style="color-scheme: dark"' : ''}`;
  return head.replace(/<html[^>]*>/, `<html ${attributes}>`);
}

/** React writes a page's <title> first; it belongs in <head>, in place of the template's. */
const leadingTitle = /^<title>[^<]*<\/title>/;

/** head, the drawn page (its title moved into head), then the data block and the template's rest. */
function wholePage(head: string, html: string, tail: string): string {
  const title = leadingTitle.exec(html)?.[0];
  if (!title) return head + html + tail;
  return head.replace(/<title>[^<]*<\/title>/, title) + html.slice(title.length) + tail;
}

/**
 * Level 4: a dashboard's 42 KB compress in half the CPU of the default level (0.24 ms against 0.46
 * on this machine) to 3% more bytes (7.1 KB against 6.9). Done in place: handing so small a task to
 * libuv's pool cost more than the compression.
 */
const gzipLevel = 4;

/**
 * Answers a page request with HTML drawn on the server, or undefined when the browser should draw
 * it (no renderer built, a signed-out visit to a member page, or a renderer failure, which is
 * logged and then shown by the browser's own error page).
 */
export function createServerPages(options: ServerPagesOptions) {
  const renderer = loadRenderer(options.rendererPath);
  const themeInit = () => readThemeInit(options.webDir);
  return async (c: Context<AppEnv>): Promise<Response | undefined> => {
    const loading = renderer();
    const template = options.template.htmlFor(c.req.path);
    // /index.html is the shell the service worker keeps for offline use: never anyone's page.
    if (!loading || !template || c.req.method !== 'GET' || c.req.path === '/index.html')
      return undefined;
    const [head = '', tail = ''] = template.split(rootElement);
    const timeZone = browserTimeZone(c);
    const viewer = await withFirstZone(
      await options.resolveViewer(c),
      timeZone,
      options,
      c.req.url,
    );
    const nonce = c.get('cspNonce');
    let page: Awaited<ReturnType<WebRenderer['renderPage']>>;
    try {
      page = await (
        await loading
      ).renderPage({
        request: c.req.raw,
        fetchApi: (request) => options.fetchApi(request, viewer),
        locale: guestLocale(c),
        timeZone,
        nonce: nonce ?? '',
      });
    } catch (error) {
      options.logger.error(
        { err: error, path: loggablePath(c.req.path) },
        'server rendering failed',
      );
      return undefined;
    }
    if (page.kind === 'client') return undefined;
    if (page.kind === 'redirect')
      // Where this reader is sent depends on who they are (the portal's first tab for their role).
      return new Response(null, {
        status: 302,
        headers: { Location: page.location, 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
      });
    const html = wholePage(
      `${paintFirst(openingHtml(head, page.locale, c), nonce ?? '', themeInit(), options.template.entryImports())}<div id="root">`,
      page.html,
      `</div><script type="application/json" id="${serverStateId}">${page.state()}</script>${tail}`,
    );
    const gzipped = acceptedEncodings(c.req.header('accept-encoding')).includes('gzip');
    const headers = new Headers({
      'Content-Type': 'text/html; charset=utf-8',
      // Drawn for one reader (their psalm, their journal): never kept by a shared cache, nor by this
      // browser's HTTP cache for whoever signs in next.
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie, Accept-Language, Accept-Encoding',
    });
    if (gzipped) headers.set('Content-Encoding', 'gzip');
    const body = gzipped ? new Uint8Array(zlib.gzipSync(html, { level: gzipLevel })) : html;
    return new Response(body, { status: page.status, headers });
  };
}
