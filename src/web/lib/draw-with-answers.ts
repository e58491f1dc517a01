import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import type { RenderContext } from './render-context';

/**
 * How many times the tree is drawn to discover the queries it asks for (each answer, and each lazy
 * component loaded, may reveal more).
 */
const discoveryPasses = 4;

/** Fetches every query the last drawing asked for and has no answer for; false when there was none. */
async function fetchAskedQueries(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        typeof query.options.queryFn === 'function',
    );
  if (asked.length === 0) return false;
  // A failed answer is left for the browser to ask again (and show its error state).
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  return true;
}

/**
 * Draws the page until it asks for nothing more: each drawing's unanswered queries are fetched and
 * the code it found loading (loadForServer) is awaited, then it is drawn again. Returns the last
 * drawing ('' when the page draws nothing).
 */
export async function drawWithAnswers(
  app: ReactNode,
  queryClient: QueryClient,
  context: Pick<RenderContext, 'loading'>,
): Promise<string> {
  let drawn = '';
  for (let pass = 0; pass < discoveryPasses; pass++) {
    drawn = renderToString(app);
    const loading = context.loading?.splice(0) ?? [];
    await Promise.allSettled(loading);
    if (!(await fetchAskedQueries(queryClient)) && loading.length === 0) break;
  }
  return drawn;
}
