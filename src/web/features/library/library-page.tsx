import { useCallback } from 'react';
import { libraryT } from './i18n/library-t';
import { PageHeader } from '@web/ui/page-header';
import { LibraryFilters } from './library-filters';
import type { FirstScreen } from '@web/lib/first-screen';
import { categoryQueries } from '@web/lib/queries/categories';
import {
  filtersFrom,
  useLibraryFilterState,
  type LibraryFilterState,
} from './library-filters-state';
import { libraryQueries, type LibraryFilters as ListFilters } from './library-queries';
import { LibraryList } from './library-list';
import { useLibraryContent } from './use-library-content';
import { useScrollToTop } from './use-scroll-to-top';
import { useSearchBox } from './use-search-box';

/** What the list is asked for with the address's filters (an empty one: all of them). */
function listFilters(filters: LibraryFilterState): ListFilters {
  return {
    q: filters.q || undefined,
    categoryId: filters.categoryId ?? undefined,
    difficulty: filters.difficulty ?? undefined,
    duration: filters.duration ?? undefined,
  };
}

/** The first page of the list as the address filters it, and the categories to filter by. */
export const libraryFirstScreen: FirstScreen = ({ queryClient, url }) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(
      libraryQueries.list(listFilters(filtersFrom(url.searchParams))),
    ),
    queryClient.prefetchQuery(categoryQueries.list()),
  ]);

/**
 * /library (docs/decisions/134): every published prayer, meditation and study, newest
 * first; browse by category, search titles, filter by difficulty and length; each opens the reader.
 */
export function LibraryPage() {
  const { filters, update, clear, search } = useLibraryFilterState();
  const commitQ = useCallback((q: string) => update({ q }), [update]);
  const { text, change, reset } = useSearchBox(filters.q, commitQ);
  // Both Clear filters buttons empty the box and drop a write still waiting for a pause.
  const clearAll = useCallback(() => {
    reset();
    clear();
  }, [reset, clear]);
  useScrollToTop('library');
  const query = useLibraryContent(listFilters(filters));
  const filtered = Boolean(
    filters.q || filters.categoryId || filters.difficulty || filters.duration,
  );
  return (
    <>
      <PageHeader title={libraryT('library.heading')} description={libraryT('library.subtitle')} />
      <div className="grid gap-6">
        <LibraryFilters
          filters={filters}
          search={text}
          onSearch={change}
          onChange={update}
          onClear={clearAll}
        />
        <LibraryList query={query} filtered={filtered} onClearFilters={clearAll} search={search} />
      </div>
    </>
  );
}
