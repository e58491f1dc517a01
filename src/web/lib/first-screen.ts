import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { Me } from '@contracts/me';
import { meQueryKey } from './session/me-query';

/**
 * What a page's first screen asks for, declared beside its route (decision 162): the server asks
 * for all of it at once, before it draws the page a single time, instead of drawing the page to
 * find out. Given the address, it fetches each query the first screen renders into the query
 * client (prefetchQuery / prefetchInfiniteQuery), with the same options the page's hooks use, so
 * the drawing and then hydration find every answer already there. It runs only for a signed-in
 * reader (a member page is drawn only for one), unless its loader says otherwise.
 */
export type FirstScreen = (args: { queryClient: QueryClient; url: URL }) => Promise<unknown>;

/** What the server's drawing hands the route loaders (entry-server.tsx). */
export interface FirstScreenContext {
  queryClient: QueryClient;
}

let browserClient: QueryClient | undefined;

/** The browser's one query client, which the loaders fill on a navigation (main.tsx sets it). */
export function setFirstScreenClient(queryClient: QueryClient): void {
  browserClient = queryClient;
}

function isFirstScreenContext(context: unknown): context is FirstScreenContext {
  return typeof context === 'object' && context !== null && 'queryClient' in context;
}

/**
 * The route loader for a page's first screen. On the server it is awaited: the page is drawn once
 * every answer is in. In the browser a navigation starts the same fetches at once, beside the
 * page's code, and draws without waiting for them (the page shows its loading state meanwhile).
 * A member page's first screen runs only for a signed-in reader; one drawn for visitors too (the
 * portal's: its setup page) is run `forVisitors` and decides for itself from the session.
 */
export function firstScreenLoader(
  firstScreen: FirstScreen,
  { forVisitors = false }: { forVisitors?: boolean } = {},
): LoaderFunction {
  return async ({ context, request }) => {
    const server = isFirstScreenContext(context);
    const queryClient = server ? context.queryClient : browserClient;
    const me = queryClient?.getQueryData<Me | null>(meQueryKey);
    // Nobody signed in: the page is the browser's to draw (it sends its visitor to sign in).
    if (!queryClient || (!me && !forVisitors)) return null;
    const fetching = firstScreen({ queryClient, url: new URL(request.url) });
    if (server) await fetching;
    return null;
  };
}
