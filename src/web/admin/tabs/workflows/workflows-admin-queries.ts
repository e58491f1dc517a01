import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { WorkflowListQuery } from '@contracts/workflows';
import { api, call } from '@web/lib/api-client';

export type WorkflowStatusFilter = NonNullable<WorkflowListQuery['status']>;

const pageSize = 50;
/** The member page caches under the same root, so a change here refreshes it too. */
const root = ['workflows'] as const;

export const adminWorkflowKeys = {
  all: root,
  list: (status: WorkflowStatusFilter | undefined) =>
    [...root, 'admin-list', status ?? 'all'] as const,
};

/** The Workflows tab's queries. */
export const adminWorkflowQueries = {
  /** GET /api/workflows as staff: paused ones too, newest first, page by page. */
  list: (status: WorkflowStatusFilter | undefined) =>
    infiniteQueryOptions({
      queryKey: adminWorkflowKeys.list(status),
      queryFn: ({ pageParam, signal }) =>
        call(
          api.workflows.$get(
            { query: { status, cursor: pageParam, limit: pageSize } },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
};

export const refreshAdminWorkflows = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminWorkflowKeys.all });
