import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './lib/query-client';
import { meQuery } from './lib/session/me-query';
import { startTheme } from './lib/theme';
import { router } from './router';
import { ToasterHost } from './ui/toaster-host';
import './styles.css';

startTheme();

const queryClient = createQueryClient();
// Every page first asks who is signed in; asking now, while the page's code is still on its way,
// takes that round trip out of the chain before the first screen (issue 16).
void queryClient.prefetchQuery(meQuery());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToasterHost />
    </QueryClientProvider>
  </StrictMode>,
);
