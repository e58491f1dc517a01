import { lazy, Suspense } from 'react';
import { withDictionaries } from '@web/lib/i18n/translate';
import { cn } from '@web/lib/cn';
import { useHydrated } from '@web/lib/use-hydrated';
import type { DownloadButtonProps } from './download-control';

export type { DownloadButtonProps };

/**
 * The control and its store come after the page's first screen, with their texts: what they show
 * depends on this device's storage, so they are drawn in the browser only (decision 145), and the
 * pages that carry a button keep their weight (tests/e2e/bundle-budget.test.ts).
 */
const DownloadControl = lazy(() =>
  withDictionaries(import('./download-control')).then((module) => ({
    default: module.DownloadControl,
  })),
);

/** Download for offline use (decision 064); until it arrives, the room it takes (no jump). */
export function DownloadButton(props: DownloadButtonProps) {
  const hydrated = useHydrated();
  const room = <div aria-hidden="true" className={cn('h-8', props.className)} />;
  if (!hydrated) return room;
  return (
    <Suspense fallback={room}>
      <DownloadControl {...props} />
    </Suspense>
  );
}
