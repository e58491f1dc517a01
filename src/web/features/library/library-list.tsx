import { Library } from 'lucide-react';
import { libraryT } from './i18n/library-t';
import { EmptyState } from '@web/ui/empty-state';
import { CardPlaceholder, ListState, LoadMore, NoMatches } from '@web/ui/list-state';
import { LibraryCard } from './library-card';
import type { useLibraryContent } from './use-library-content';

interface LibraryListProps {
  query: ReturnType<typeof useLibraryContent>;
  /** A search or filter is narrowing the list. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The list's address query, for the reader's way back. */
  search: string;
}

/** The items, newest first, with Load more; or the loading, empty, no-match and failure states. */
export function LibraryList({ query, filtered, onClearFilters, search }: LibraryListProps) {
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <ListState
      query={query}
      empty={items.length === 0}
      loadingLabel={libraryT('library.list.loading')}
      placeholder={<CardPlaceholder />}
      placeholders={4}
      loadingClassName="sm:grid-cols-2 xl:grid-cols-3"
      failedTitle={libraryT('library.list.loadFailed')}
      retryLabel={libraryT('library.list.retry')}
      emptyState={
        filtered ? (
          <NoMatches
            title={libraryT('library.list.noMatches.title')}
            description={libraryT('library.list.noMatches.description')}
            clearLabel={libraryT('library.filter.clear')}
            onClear={onClearFilters}
          />
        ) : (
          <EmptyState
            icon={Library}
            title={libraryT('library.list.empty.title')}
            description={libraryT('library.list.empty.description')}
          />
        )
      }
    >
      <div className="grid gap-6">
        <ul
          aria-label={libraryT('library.list.label')}
          aria-busy={query.isFetching && !query.isFetchingNextPage ? true : undefined}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {items.map((item) => (
            <li key={item.id}>
              <LibraryCard item={item} search={search} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} label={libraryT('library.list.loadMore')} />
      </div>
    </ListState>
  );
}
