import { lazy, Suspense } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { drawWithAnswers } from './draw-with-answers';
import { loadForServer, setRenderContextSource, type RenderContext } from './render-context';

afterEach(() => setRenderContextSource(() => undefined));

function Verse() {
  const verse = useQuery({ queryKey: ['verse'], queryFn: async () => 'The Lord is my shepherd' });
  return <p>{verse.data ?? 'Loading the verse…'}</p>;
}

/** A page whose verse lives in code loaded on first use (as a portal tab's is). */
function page(queryClient: QueryClient, load: () => Promise<{ default: typeof Verse }>) {
  const LazyVerse = lazy(load);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading the page…</p>}>
        <LazyVerse />
      </Suspense>
    </QueryClientProvider>
  );
}

describe('drawing a page with its answers on the server', () => {
  it('waits for code still loading, then answers the queries inside it', async () => {
    const context = { loading: [] } as unknown as RenderContext;
    setRenderContextSource(() => context);
    const queryClient = new QueryClient();
    const app = page(queryClient, () => loadForServer(Promise.resolve({ default: Verse })));
    const html = await drawWithAnswers(app, queryClient, context);
    expect(html).toContain('The Lord is my shepherd');
    expect(queryClient.getQueryData(['verse'])).toBe('The Lord is my shepherd');
  });

  it('answers the queries of a page whose code is all there', async () => {
    const queryClient = new QueryClient();
    const app = (
      <QueryClientProvider client={queryClient}>
        <Verse />
      </QueryClientProvider>
    );
    expect(await drawWithAnswers(app, queryClient, {})).toContain('The Lord is my shepherd');
  });
});
