import { Fragment, type ReactNode } from 'react';
import { RefreshCw, SearchX, X } from 'lucide-react';
import { errorMessage } from '../lib/api-error';
import { cn } from '../lib/cn';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { isOfflineFailure } from '../lib/device-offline';
import { OfflineState } from './offline-state';
import { Skeleton } from './skeleton';

/** What the list's query says about itself (a useQuery or useInfiniteQuery result). */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data?: unknown;
  refetch: () => unknown;
}

interface ListStateProps {
  query: ListQuery;
  /** The loaded list has nothing to show. */
  empty: boolean;
  /** Said (to screen readers) while the list loads. */
  loadingLabel: string;
  /** One item's placeholder, drawn `placeholders` times while the list loads. */
  placeholder: ReactNode;
  placeholders?: number;
  /** The placeholders' layout: the list's own, so that nothing jumps when it arrives. */
  loadingClassName?: string;
  failedTitle: string;
  /**
   * Given, the failure also says why: the server's message, or this when it gave none. Left out,
   * the title says enough.
   */
  failedDetail?: string;
  retryLabel: string;
  /** The heading level of the failure, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** What shows when the list is empty (an EmptyState, usually with what to do next). */
  emptyState: ReactNode;
  children: ReactNode;
}

/**
 * A list page's four states: placeholders while it loads, a failure with Try again, the empty
 * state, or the list. A failed refresh of a list already shown keeps the list: what a person was
 * reading does not vanish because a background refresh failed.
 */
export function ListState({
  query,
  empty,
  loadingLabel,
  placeholder,
  placeholders = 3,
  loadingClassName,
  failedTitle,
  failedDetail,
  retryLabel,
  headingLevel,
  emptyState,
  children,
}: ListStateProps) {
  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className={cn('grid gap-4', loadingClassName)}>
        <span className="sr-only">{loadingLabel}</span>
        {Array.from({ length: placeholders }, (_, index) => (
          <Fragment key={index}>{placeholder}</Fragment>
        ))}
      </div>
    );
  }
  if (query.isError && query.data === undefined && isOfflineFailure(query.error)) {
    return (
      <div role="alert">
        <OfflineState headingLevel={headingLevel} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <div role="alert">
        <EmptyState
          headingLevel={headingLevel}
          title={failedTitle}
          description={
            failedDetail === undefined ? undefined : errorMessage(query.error, failedDetail)
          }
          action={
            <Button
              variant="outline"
              onClick={() => void query.refetch()}
              loading={query.isFetching}
            >
              <RefreshCw aria-hidden="true" />
              {retryLabel}
            </Button>
          }
        />
      </div>
    );
  }
  return empty ? emptyState : children;
}

/** A card's placeholder while a list of cards loads: a title, two lines and a row of badges. */
export function CardPlaceholder() {
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-5">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-5 w-40" />
    </div>
  );
}

interface NoMatchesProps {
  title: string;
  description: string;
  clearLabel: string;
  onClear: () => void;
  headingLevel?: 2 | 3;
}

/** The empty state of a list a search or filter has narrowed: the way out is to clear it. */
export function NoMatches({
  title,
  description,
  clearLabel,
  onClear,
  headingLevel,
}: NoMatchesProps) {
  return (
    <EmptyState
      icon={SearchX}
      headingLevel={headingLevel}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onClear}>
          <X aria-hidden="true" />
          {clearLabel}
        </Button>
      }
    />
  );
}

interface LoadMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
  /** What it says while the next page loads; the label stays when left out. */
  loadingLabel?: string;
}

/** Load more, under a paged list: shown while there is a next page. */
export function LoadMore({ query, label, loadingLabel }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage && loadingLabel ? loadingLabel : label}
    </Button>
  );
}
