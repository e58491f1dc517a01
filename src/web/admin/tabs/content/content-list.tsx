import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import type { ContentListItem, ContentPage } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { ListState, NoMatches } from '@web/ui/list-state';
import { Skeleton } from '@web/ui/skeleton';
import { ContentRow } from './content-row';

interface ContentListProps {
  query: UseInfiniteQueryResult<InfiniteData<ContentPage>>;
  filtered: boolean;
  onClearFilters: () => void;
  onAdd: () => void;
  onEdit: (item: ContentListItem) => void;
  onDelete: (item: ContentListItem) => void;
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
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ListState
      query={query}
      empty={items.length === 0}
      loadingLabel={adminT('admin.content.loading')}
      placeholder={<Skeleton className="h-28 w-full rounded-xl" />}
      loadingClassName="gap-3"
      failedTitle={adminT('admin.content.loadFailed')}
      retryLabel={adminT('admin.content.retry')}
      headingLevel={3}
      emptyState={
        filtered ? (
          <NoMatches
            headingLevel={3}
            title={adminT('admin.content.noMatchesTitle')}
            description={adminT('admin.content.noMatchesDescription')}
            clearLabel={adminT('admin.content.clearFilters')}
            onClear={onClearFilters}
          />
        ) : (
          <EmptyState
            icon={FileText}
            headingLevel={3}
            title={adminT('admin.content.emptyTitle')}
            description={adminT('admin.content.emptyDescription')}
            action={<Button onClick={onAdd}>{adminT('admin.content.add')}</Button>}
          />
        )
      }
    >
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
    </ListState>
  );
}
