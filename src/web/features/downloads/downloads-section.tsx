import { lazy, Suspense } from 'react';
import { withDictionaries } from '@web/lib/i18n/translate';
import { useHydrated } from '@web/lib/use-hydrated';
import { Skeleton } from '@web/ui/skeleton';

/**
 * The Downloads section (decision 064) comes after the page's first screen, with its texts and the
 * downloads store: all it shows is this device's, so it is drawn in the browser only (decision
 * 145), and the account page keeps its weight (tests/e2e/bundle-budget.test.ts).
 */
const DownloadsCard = lazy(() =>
  withDictionaries(import('./downloads-card')).then((module) => ({
    default: module.DownloadsCard,
  })),
);

export function DownloadsSection() {
  const hydrated = useHydrated();
  const room = <Skeleton className="h-44 rounded-xl" />;
  if (!hydrated) return room;
  return (
    <Suspense fallback={room}>
      <DownloadsCard />
    </Suspense>
  );
}
