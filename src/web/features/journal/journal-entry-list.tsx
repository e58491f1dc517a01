import { NotebookPen } from 'lucide-react';
import type { JournalEntry } from '@contracts/journal';
import { journalT } from './i18n/journal-t';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { CardPlaceholder, ListState, LoadMore, NoMatches } from '@web/ui/list-state';
import { SubscriptionGate } from '@web/features/premium';
import { JournalEntryCard } from './journal-entry-card';
import type { useJournalEntries } from './use-journal-entries';

interface JournalEntryListProps {
  query: ReturnType<typeof useJournalEntries>;
  /** A search or filter is narrowing the list. */
  filtered: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
  onRead: (entry: JournalEntry) => void;
  onEdit: (entry: JournalEntry) => void;
}

/** The entries, newest first, with Load More; or the empty, no-match and failure states. */
export function JournalEntryList({
  query,
  filtered,
  onClearFilters,
  onCreate,
  onRead,
  onEdit,
}: JournalEntryListProps) {
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <ListState
      query={query}
      empty={entries.length === 0}
      loadingLabel={journalT('journal.list.loading')}
      placeholder={<CardPlaceholder />}
      failedTitle={journalT('journal.list.loadFailed')}
      retryLabel={journalT('journal.list.retry')}
      emptyState={
        filtered ? (
          <NoMatches
            title={journalT('journal.noMatches.title')}
            description={journalT('journal.noMatches.description')}
            clearLabel={journalT('journal.filter.clear')}
            onClear={onClearFilters}
          />
        ) : (
          <EmptyState
            icon={NotebookPen}
            // Without premium the gate below draws nothing; its empty row should not pad the card.
            className="[&>div:empty]:hidden"
            title={journalT('journal.empty.title')}
            description={journalT('journal.empty.description')}
            action={
              // 001 §2: like the New Entry button, only for subscribers and without an upsell.
              <SubscriptionGate upsell={false}>
                <Button onClick={onCreate}>{journalT('journal.empty.createFirst')}</Button>
              </SubscriptionGate>
            }
          />
        )
      }
    >
      <div className="grid gap-4">
        <ul
          className="grid gap-4"
          aria-busy={query.isFetching && !query.isFetchingNextPage ? true : undefined}
        >
          {entries.map((entry) => (
            <li key={entry.id}>
              <JournalEntryCard entry={entry} onRead={onRead} onEdit={onEdit} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} label={journalT('journal.list.loadMore')} />
      </div>
    </ListState>
  );
}
