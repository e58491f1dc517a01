import { BookX, RefreshCw } from 'lucide-react';
import { isApiError } from '@web/lib/api-error';
import { isOfflineFailure } from '@web/lib/device-offline';
import { libraryT } from './i18n/library-t';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { OfflineState } from '@web/ui/offline-state';
import { PageHeader } from '@web/ui/page-header';
import { Skeleton } from '@web/ui/skeleton';
import { PremiumRefusal, premiumRefusalOf, refusalTitle } from '@web/features/premium';
import { ReaderArticle } from './reader-article';
import { useContentItem } from './use-content-item';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item, or its loading, not-found (drafts, not yet released, unknown), premium and failure states. */
export function ContentReader({ id }: { id: string }) {
  // An id that cannot exist is not asked for.
  const valid = uuidPattern.test(id);
  const item = useContentItem(id, valid);

  const notFound =
    !valid || (isApiError(item.error) && (item.error.status === 404 || item.error.status === 400));
  if (notFound) {
    return (
      <>
        <title>{libraryT('reader.notFound.title')}</title>
        <EmptyState
          icon={BookX}
          headingLevel={1}
          title={libraryT('reader.notFound.title')}
          description={libraryT('reader.notFound.description')}
        />
      </>
    );
  }

  const refusal = premiumRefusalOf(item.error);
  if (refusal) {
    // The daily limit and premium-only content each say what happened and what Premium changes.
    return (
      <>
        <PageHeader
          title={refusal === 'daily_limit' ? refusalTitle(item.error) : libraryT('reader.premium')}
        />
        <PremiumRefusal error={item.error} />
      </>
    );
  }

  if (item.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{libraryT('reader.loading')}</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  // Opened before but not kept on this device (not downloaded), and no connection: say so, and
  // what does open offline, rather than that it failed.
  if (item.isError && !item.data && isOfflineFailure(item.error)) {
    return (
      <div role="alert">
        <OfflineState headingLevel={1} onRetry={() => void item.refetch()} />
      </div>
    );
  }

  if (item.isError && !item.data) {
    return (
      <div role="alert">
        <EmptyState
          headingLevel={1}
          title={libraryT('reader.loadFailed')}
          action={
            <Button variant="outline" onClick={() => void item.refetch()} loading={item.isFetching}>
              <RefreshCw aria-hidden="true" />
              {libraryT('reader.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  return <ReaderArticle item={item.data} />;
}
