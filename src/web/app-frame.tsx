import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToasterHost } from './ui/toaster-host';

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
      </QueryClientProvider>
    </StrictMode>
  );
}
