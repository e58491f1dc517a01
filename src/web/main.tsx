import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { changeLocale } from './lib/i18n/change-locale';
import { initialLocale } from './lib/i18n/locale-choice';
import { useLocale } from './lib/i18n/use-locale';
import { createQueryClient } from './lib/query-client';
import { meQuery } from './lib/session/me-query';
import { useAccountLocale } from './lib/session/use-account-locale';
import { startTheme } from './lib/theme';
import { router } from './router';
import { ToasterHost } from './ui/toaster-host';
import './styles.css';

startTheme();

const queryClient = createQueryClient();
// Every page first asks who is signed in; asking now, while the page's code is still on its way,
// takes that round trip out of the chain before the first screen (decision 141).
void queryClient.prefetchQuery(meQuery());
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Every page, drawn afresh in a new language (what they hold lives in the query cache). */
function App() {
  const locale = useLocale();
  useAccountLocale();
  return <RouterProvider key={locale} router={router} />;
}

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <ToasterHost />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// English ships with the code; another language's first texts arrive before the first screen. If
// they cannot (offline with nothing cached), the app opens in English rather than not at all.
void changeLocale(initialLocale())
  .catch(() => {})
  .finally(() => render(root));
