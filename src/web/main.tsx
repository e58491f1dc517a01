import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { routeChunksId } from '@contracts/route-chunks';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setFirstScreenClient } from './lib/first-screen';
import { replayHydrationMemo } from './lib/hydration-memo';
import { changeLocale } from './lib/i18n/change-locale';
import { initialLocale } from './lib/i18n/locale-choice';
import { isLocale, type Locale } from './lib/i18n/translate';
import { useLocale } from './lib/i18n/use-locale';
import { registerNavigate } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import { readServerState } from './lib/server-state';
import { meQuery } from './lib/session/me-query';
import { nextTask } from './lib/next-task';
import { useAccountLocale } from './lib/session/use-account-locale';
import { writePageCookie } from './lib/page-cookies';
import { startTheme } from './lib/theme';
import { drawnInDeviceZone } from './lib/drawn-zone';
import { readDeviceZone } from './lib/time-zone';
import { whenIdle } from './lib/when-idle';
import { AppFrame } from './app-frame';
import { routes } from './routes/route-table';
import './styles.css';

startTheme();

const queryClient = createQueryClient();
setFirstScreenClient(queryClient);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page the server rendered carries the answers it was drawn from (decision 145); the shell the
// service worker keeps for offline use carries none and is drawn here from nothing.
const serverState = readServerState(document);
if (serverState) {
  hydrate(queryClient, serverState.queries);
  replayHydrationMemo(serverState.memo);
}
// Every page first asks who is signed in; asking now, while the page's code is still on its way,
// takes that round trip out of the chain before the first screen (decision 141).
else void queryClient.prefetchQuery(meQuery());
// Whether a member's page was drawn in this device's zone (a visitor's pages hold no day of
// theirs): asked at once, off the main thread, so the answer is in before the page's code is.
const drawnHere =
  serverState && queryClient.getQueryData(meQuery().queryKey)
    ? drawnInDeviceZone(serverState.memo)
    : Promise.resolve(true);

// Made once the current address's route code is loaded (start): a router made before would start
// loading it again itself and draw a loading screen meanwhile.
let router: ReturnType<typeof createBrowserRouter>;
function makeRouter() {
  // The first screen's loaders already ran on the server, which drew the page from their answers:
  // they are not run again for the page being hydrated (only on later navigations).
  router = createBrowserRouter(routes, {
    hydrationData: serverState ? { loaderData: serverState.loaderData } : undefined,
  });
  registerNavigate((to, options) => router.navigate(to, options));
}

/** Every page, drawn afresh in a new language (what they hold lives in the query cache). */
function App() {
  const locale = useLocale();
  useAccountLocale();
  return <RouterProvider key={locale} router={router} />;
}

const app: ReactNode = (
  <AppFrame queryClient={queryClient}>
    <App />
  </AppFrame>
);

/**
 * Loads the code of the routes this address shows, so hydration meets the same tree the server
 * drew instead of a loading screen (a lazy route not yet loaded renders its fallback).
 */
async function loadMatchedRoutes(objects: RouteObject[]): Promise<void> {
  // The route's chunks the server named, each after its imports, evaluated one per task: importing
  // the route's module alone would evaluate its whole graph (a page's form and menu libraries) in
  // one long task on a phone.
  for (const chunk of routeChunks()) {
    // One that fails to load is left to the route's own import, which reports it.
    await import(/* @vite-ignore */ chunk).catch(() => {});
    await nextTask();
  }
  const matches = matchRoutes(objects, window.location) ?? [];
  // One route's code evaluated per task: their modules were all requested with the page, so this
  // waits for no download, and a phone does not spend one long task evaluating all of them.
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function') continue;
    const loaded = await route.lazy();
    Object.assign(route, loaded, { lazy: undefined });
    await nextTask();
  }
}

function routeChunks(): string[] {
  try {
    const listed: unknown = JSON.parse(document.getElementById(routeChunksId)?.textContent ?? '[]');
    // Only the build's own scripts: the block is the page's, but nothing else is worth running.
    return Array.isArray(listed)
      ? listed.filter((chunk) => typeof chunk === 'string' && chunk.startsWith('/assets/'))
      : [];
  } catch {
    return [];
  }
}

/** How long the first screen waits for the account's language before taking the browser's guess. */
const accountLocaleWait = 3000;

/**
 * The language of a page drawn here from nothing (the offline shell, a signed-out page): a
 * signed-in member's account language, asked for already (every page waits for it anyway), so a
 * new device whose browser prefers another language does not draw that one first and then turn;
 * else what this browser chose last or prefers. A network that does not answer is not waited for
 * beyond a moment.
 */
async function firstLocale(): Promise<Locale> {
  const me = await Promise.race([
    queryClient.ensureQueryData(meQuery()).catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), accountLocaleWait)),
  ]);
  return me && isLocale(me.language) ? me.language : initialLocale();
}

async function start(container: HTMLElement) {
  if (serverState) {
    // Hydration must draw what the server drew: its language, then its routes' code. The server
    // starts this code once its page is on screen; hydration runs as a transition, so React does
    // it in small slices between which the page stays responsive.
    const language = changeLocale(serverState.locale);
    await loadMatchedRoutes(routes);
    await language;
    makeRouter();
    if (!(await drawnHere)) {
      // Drawn in a zone this device has left: drawn afresh here, every answer asked again in this
      // device's zone (some answers that depend on the day are cached under keys without the zone).
      replayHydrationMemo(undefined);
      queryClient.clear();
      void queryClient.prefetchQuery(meQuery());
      createRoot(container).render(app);
      return;
    }
    // Making the router matches every route again (tens of milliseconds on a phone): hydration
    // starts in a task of its own.
    await nextTask();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // English ships with the code; another language's first texts arrive before the first screen. If
  // they cannot (offline with nothing cached), the app opens in English rather than not at all.
  await changeLocale(await firstLocale()).catch(() => {});
  makeRouter();
  createRoot(container).render(app);
}

void start(root).then(() => {
  // The server draws the next page's dates (and asks for the day's psalm) in this browser's zone;
  // asked when the page is idle, and read by a worker (it costs a phone's main thread a long task).
  whenIdle(() => void readDeviceZone().then((zone) => writePageCookie('timeZone', zone ?? null)));
});
