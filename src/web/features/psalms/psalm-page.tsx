import { useState } from 'react';
import type { FirstScreen } from '@web/lib/first-screen';
import { browserTimeZone } from '@web/lib/time-zone';
import { psalmT } from './i18n/psalm-t';
import { psalmQueries } from './psalm-queries';
import { PageHeader } from '@web/ui/page-header';
import { BrowseByCategory } from './browse-by-category';
import { FeaturedPsalms } from './featured-psalms';
import type { BrowseCategory } from './psalm-labels';
import { PsalmSettingsButton } from './psalm-settings-button';
import { TodayPsalmCard } from './today-psalm-card';
import { useLivePsalms } from './use-live-psalms';
import { WeekDownloadButton } from '@web/features/downloads';
import { listeningPositionQuery } from '@web/features/listening';

/** Today's psalm and the featured ones, in the reader's zone; where they stopped in its narration. */
export const psalmFirstScreen: FirstScreen = async ({ queryClient }) => {
  const zone = browserTimeZone();
  const [today] = await Promise.all([
    // A refusal (a free member's daily limit) is the card's to show: it is asked again by the browser.
    queryClient.fetchQuery(psalmQueries.today(zone)).catch(() => null),
    queryClient.prefetchQuery(psalmQueries.featured(zone)),
  ]);
  // The player offers to resume where the member stopped.
  if (today?.psalm?.audioUrl)
    await queryClient.prefetchQuery(listeningPositionQuery(today.psalm.id));
};

/**
 * /psalm (001 §2): Today's Psalm for the reader's local date, the featured psalms of the last 30
 * days, Browse by Category, and the psalm settings dialog. Updates live when a psalm is published.
 */
export function PsalmPage() {
  const [category, setCategory] = useState<BrowseCategory | null>(null);
  useLivePsalms();
  return (
    <>
      <PageHeader
        title={psalmT('psalm.heading')}
        description={psalmT('psalm.subtitle')}
        actions={<PsalmSettingsButton />}
      />
      <div className="grid gap-10">
        <TodayPsalmCard />
        <WeekDownloadButton className="-mt-6" />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_15rem]">
          <div className="lg:order-last">
            <BrowseByCategory selected={category} onSelect={setCategory} />
          </div>
          <FeaturedPsalms category={category} onShowAll={() => setCategory(null)} />
        </div>
      </div>
    </>
  );
}
