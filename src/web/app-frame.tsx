import { StrictMode, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { endHydrationMemo } from './lib/hydration-memo';
import { ToasterHost } from './ui/toaster-host';

/**
 * Its effect runs after every other of the first drawing's: hydration is over, formatting is live,
 * and <html data-hydrated> says so (for styles and tests that wait for a live page).
 */
function HydrationEnd() {
  useEffect(() => {
    endHydrationMemo();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * What wraps the router on the server and in the browser alike: the two trees must have the same
 * shape, or the ids React derives from it (useId: every label's `for`) differ after hydration.
 */
export function AppFrame({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterHost />
        <HydrationEnd />
      </QueryClientProvider>
    </StrictMode>
  );
}
