import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { drawWithAnswers } from './lib/draw-with-answers';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Me } from '@contracts/me';
import { isLocale, loadDictionaries, type Locale } from './lib/i18n/translate';
import { AppFrame } from './app-frame';
import type { FirstScreenContext } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import { setRenderContextSource, type RenderContext } from './lib/render-context';
import { serializeServerState } from './lib/server-state';
import { fetchMe, meQueryKey } from './lib/session/me-query';
import { browserTimeZone } from './lib/time-zone';
import { memberRouteId, routes } from './routes/route-table';

/**
 * The server's half of the first paint (decision 145): the same routes and components as the
 * browser, drawn to HTML with the answers they need, which are handed to the page so hydration
 * fetches nothing again.
 */
const contexts = new AsyncLocalStorage<RenderContext>();
setRenderContextSource(() => contexts.getStore());

const handler = createStaticHandler(routes);

export interface PageRequest {
  /** The page's request: its URL decides the route. */
  request: Request;
  /** Answers an API request in-process, as the reader (the session already resolved). */
  fetchApi: (request: Request) => Promise<Response>;
  /** The language for a reader who is not signed in (a signed-in one has their account's). */
  locale: Locale;
  /** The zone this browser last said it is in (dates, the day's psalm); else the account's. */
  timeZone: string | undefined;
  /** A nonce for the few inline scripts React writes while streaming (none when nothing waits). */
  nonce: string;
  /**
   * How the page's answers are found: from its route's first-screen loader, where it declares one
   * (the default), or by drawing it until it asks for nothing more, as a page without one is (a
   * content item, a group, the sign-in pages; tests draw a page both ways to prove its loader
   * answers exactly what it draws).
   */
  answers?: 'loader' | 'discovery';
}

export type RenderedPage =
  /** Nothing to draw here: the browser renders the page (a signed-out visit to a member page). */
  | { kind: 'client'; locale: Locale }
  /** The page sends its reader to another address (the portal's first tab): an HTTP redirect. */
  | { kind: 'redirect'; locale: Locale; location: string }
  | {
      kind: 'page';
      locale: Locale;
      status: number;
      /** The page's HTML, whole: every answer was in hand, so nothing was worth sending sooner. */
      html: string;
      state: () => string;
    };

function tree(
  queryClient: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  nonce: string,
): ReactNode {
  return (
    <AppFrame queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
    </AppFrame>
  );
}

/**
 * Draws the tree once, to one text, when all of it is ready (code a part still loads included).
 * Every answer is in hand, so nothing is worth showing before its part: React would otherwise send
 * a part larger than its chunk size (~12 KB, a portal tab's list) after its fallback and swap it in
 * by script, a second, later paint of the page's largest text. Node's own streams: web streams cost
 * a drawn page a tenth of its server time.
 */
function drawWhenReady(app: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const { pipe } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

/**
 * Draws the tree once: to a string at once, which costs less than a stream (no bytes encoded to be
 * decoded again), unless the drawing met code still loading (a lazy part, the first time after the
 * server starts) and left that boundary to the browser (`<!--$!-->`): then it is drawn again when
 * all of it is ready.
 */
function drawWhole(app: ReactNode, nonce: string): Promise<string> {
  const drawn = renderToString(app);
  return drawn.includes('<!--$!-->') ? drawWhenReady(app, nonce) : Promise.resolve(drawn);
}

export async function renderPage(page: PageRequest): Promise<RenderedPage> {
  // What the page was drawn from, for the offline app to keep as if the page had fetched it.
  const apiUrls = new Set<string>();
  const context: RenderContext = {
    locale: page.locale,
    timeZone: page.timeZone,
    memo: {},
    fetch: (input, init) => {
      const request = new Request(new URL(String(input), page.request.url), init);
      const url = new URL(request.url);
      if (request.method === 'GET') apiUrls.add(`${url.pathname}${url.search}`);
      return page.fetchApi(request);
    },
  };
  return contexts.run(context, async () => {
    const me: Me | null = await fetchMe();
    if (me) {
      if (isLocale(me.language)) context.locale = me.language;
      context.timeZone ??= me.timezone ?? undefined;
    }
    // Recorded whether or not the page asks for it: the browser's own first calls after hydrating
    // (the realtime connection) then reuse it instead of loading the device's zone data.
    browserTimeZone();
    const locale = context.locale;
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, me);
    // The matched routes' loaders fetch their first screen's answers, all at once (decision 162).
    const byDiscovery = page.answers === 'discovery';
    const firstScreen: FirstScreenContext | undefined = byDiscovery ? undefined : { queryClient };
    const routing = await handler.query(page.request, { requestContext: firstScreen });
    if (routing instanceof Response) return { kind: 'client', locale };
    const member = routing.matches.some((match) => match.route.id === memberRouteId);
    if (member && !me) return { kind: 'client', locale };
    await loadDictionaries(locale);

    const router = createStaticRouter(handler.dataRoutes, routing);
    const app = tree(queryClient, router, routing, page.nonce);
    // A page that declares its first screen (most member pages, the portal) is drawn once,
    // from its loader's answers; one that does not (a content item, a group, the sign-in pages) is
    // drawn until it asks for nothing more.
    const declared = routing.matches.at(-1)?.route.loader !== undefined;
    if (!declared || byDiscovery) {
      const drawn = await drawWithAnswers(app, queryClient, context);
      if (context.redirect) return { kind: 'redirect', locale, location: context.redirect };
      // A page that draws nothing (it sends its reader elsewhere, as /auth does once signed in) is
      // left to the browser, which follows it.
      if (!drawn) return { kind: 'client', locale };
    }
    const html = await drawWhole(app, page.nonce);
    // The whole page is drawn before it is sent, so a page that sends its reader elsewhere (a
    // <Redirect>) becomes an HTTP redirect.
    if (context.redirect) return { kind: 'redirect', locale, location: context.redirect };
    return {
      kind: 'page',
      locale,
      status: routing.statusCode,
      html,
      state: () =>
        serializeServerState({
          locale,
          queries: dehydrate(queryClient),
          memo: context.memo,
          apiUrls: [...apiUrls],
          loaderData: routing.loaderData,
        }),
    };
  });
}
