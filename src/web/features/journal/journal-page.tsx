import { useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import type { JournalCategory, JournalMood } from '@contracts/enum-values';
import type { JournalEntry } from '@contracts/journal';
import type { FirstScreen } from '@web/lib/first-screen';
import { isApiError } from '@web/lib/api-error';
import { browserTimeZone } from '@web/lib/time-zone';
import { journalT } from './i18n/journal-t';
import { useMe } from '@web/lib/session/me-query';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Button } from '@web/ui/button';
import { lazyDialog } from '@web/ui/lazy-dialog';
import { PageHeader } from '@web/ui/page-header';
import { SubscriptionGate } from '@web/features/premium';
import type { EntryEditor } from './entry-editor';
import { JournalEntryList } from './journal-entry-list';
import { reportJournalFailure } from './journal-failure';
import { JournalSidebar } from './journal-sidebar';
import { JournalStats } from './journal-stats';
import { JournalToolbar } from './journal-toolbar';
import { PleaseLogIn } from './please-log-in';
import { useJournalEntries } from './use-journal-entries';
import { useJournalStats } from './use-journal-stats';
import { journalQueries } from './journal-queries';

// The editor and the reading view (forms, validation) load when first opened, not with the list.
const JournalEntryDialog = lazyDialog(
  () => import('./journal-entry-dialog'),
  'JournalEntryDialog',
  (props) => props.editor !== null,
);
const JournalEntryView = lazyDialog(
  () => import('./journal-entry-view'),
  'JournalEntryView',
  (props) => props.entry !== null,
);

const searchDelayMs = 300;

/** The newest entries, unfiltered, and the four figures. */
export const journalFirstScreen: FirstScreen = ({ queryClient }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(journalQueries.entries({})),
    queryClient.prefetchQuery(journalQueries.stats(browserTimeZone())),
  ]);

/** 001 §2 Journal screen (Prayer Journal). */
export function JournalPage() {
  const me = useMe();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<JournalCategory | null>(null);
  const [mood, setMood] = useState<JournalMood | null>(null);
  const [editor, setEditor] = useState<EntryEditor | null>(null);
  const [reading, setReading] = useState<JournalEntry | null>(null);

  const q = useDebouncedValue(search.trim(), searchDelayMs);
  const entries = useJournalEntries({
    q: q || undefined,
    category: category ?? undefined,
    mood: mood ?? undefined,
  });
  const stats = useJournalStats();

  const failure = entries.error ?? stats.error;
  const sessionEnded = isApiError(failure) && failure.isUnauthenticated;
  useEffect(() => {
    if (failure && !sessionEnded) reportJournalFailure('load', failure);
  }, [failure, sessionEnded]);

  const heading = (
    <PageHeader
      title={journalT('journal.heading')}
      description={journalT('journal.subtitle')}
      // Without premium the gate draws nothing: its empty slot should not take a row on phones.
      className="[&>div:empty]:hidden"
      actions={
        // 001 §2: the new-entry button sits inside the subscription gate, upsell off.
        <SubscriptionGate upsell={false}>
          <Button onClick={() => setEditor({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {journalT('journal.newEntry')}
          </Button>
        </SubscriptionGate>
      }
    />
  );

  if (!me.data || sessionEnded) {
    return (
      <>
        <PageHeader
          title={journalT('journal.heading')}
          description={journalT('journal.subtitle')}
        />
        <PleaseLogIn />
      </>
    );
  }

  const clearFilters = () => {
    setSearch('');
    setCategory(null);
    setMood(null);
  };

  return (
    <>
      {heading}
      <JournalStats
        stats={stats.data}
        failed={stats.isError}
        onRetry={() => void stats.refetch()}
      />
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="journal-entries-heading" className="grid content-start gap-4">
          <h2 id="journal-entries-heading" className="sr-only">
            {journalT('journal.list.heading')}
          </h2>
          <JournalToolbar
            search={search}
            onSearchChange={setSearch}
            category={category}
            onCategoryChange={setCategory}
            mood={mood}
            onMoodChange={setMood}
          />
          <JournalEntryList
            query={entries}
            filtered={Boolean(q || category || mood)}
            onClearFilters={clearFilters}
            onCreate={() => setEditor({ mode: 'create' })}
            onRead={setReading}
            onEdit={(entry) => setEditor({ mode: 'edit', entry })}
          />
        </section>
        <JournalSidebar
          onQuickEntry={(chosen) => setEditor({ mode: 'create', category: chosen })}
          mood={mood}
          onMoodChange={setMood}
        />
      </div>
      <JournalEntryDialog editor={editor} onClose={() => setEditor(null)} />
      <JournalEntryView
        entry={reading}
        onClose={() => setReading(null)}
        onEdit={(entry) => {
          setReading(null);
          setEditor({ mode: 'edit', entry });
        }}
      />
    </>
  );
}
