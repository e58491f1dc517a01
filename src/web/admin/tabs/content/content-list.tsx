import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { FileText, SearchX } from 'lucide-react';
import type { ContentItem, ContentPage } from '@contracts/content';
import { adminT } from '@web/lib/i18n/admin-t';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { Skeleton } from '@web/ui/skeleton';
import { ContentRow } from './content-row';

interface ContentListProps {
  query: UseInfiniteQueryResult<InfiniteData<ContentPage>>;
  filtered: boolean;
  onClearFilters: () => void;
  onAdd: () => void;
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
}

/** The list of "Manage Content", newest first, with Load more for the next page. */
export function ContentList({
  query,
  filtered,
  onClearFilters,
  onAdd,
  onEdit,
  onDelete,
}: ContentListProps) {
  if (query.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={adminT('admin.content.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
      >
        <p className="font-medium text-destructive">{adminT('admin.content.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {adminT('admin.content.retry')}
        </Button>
      </div>
    );
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        headingLevel={3}
        title={adminT('admin.content.noMatchesTitle')}
        description={adminT('admin.content.noMatchesDescription')}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {adminT('admin.content.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={FileText}
        headingLevel={3}
        title={adminT('admin.content.emptyTitle')}
        description={adminT('admin.content.emptyDescription')}
        action={<Button onClick={onAdd}>{adminT('admin.content.add')}</Button>}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={adminT('admin.content.listLabel')}>
        {items.map((item) => (
          <ContentRow key={item.id} item={item} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          {query.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {adminT('admin.content.loadMoreFailed')}
            </p>
          ) : null}
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage
              ? adminT('admin.content.loadingMore')
              : adminT('admin.content.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
