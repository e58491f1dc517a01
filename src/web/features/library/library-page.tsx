import { useCallback } from 'react';
import { libraryT } from './i18n/library-t';
import { PageHeader } from '@web/ui/page-header';
import { LibraryFilters } from './library-filters';
import { useLibraryFilterState } from './library-filters-state';
import { LibraryList } from './library-list';
import { useLibraryContent } from './use-library-content';
import { useScrollToTop } from './use-scroll-to-top';
import { useSearchBox } from './use-search-box';

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
  const query = useLibraryContent({
    q: filters.q || undefined,
    categoryId: filters.categoryId ?? undefined,
    difficulty: filters.difficulty ?? undefined,
    duration: filters.duration ?? undefined,
  });
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
