import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

export const workflowsPageSize = 24;

/** Every cached workflows answer (list, stats, sessions) has a key under `all`. */
export const workflowKeys = {
  all: ['workflows'] as const,
  list: (timeZone: string | undefined) => [...workflowKeys.all, 'list', timeZone ?? null] as const,
  stats: (timeZone: string | undefined) =>
    [...workflowKeys.all, 'stats', timeZone ?? null] as const,
  session: (id: string) => [...workflowKeys.all, 'session', id] as const,
};

/** The member's workflows queries. */
export const workflowQueries = {
  /** GET /api/workflows: newest first with the viewer's progress this local week. */
  list: (timeZone: string | undefined) =>
    infiniteQueryOptions({
      queryKey: workflowKeys.list(timeZone),
      queryFn: ({ pageParam, signal }) =>
        call(
          api.workflows.$get(
            { query: { cursor: pageParam, limit: workflowsPageSize, timeZone } },
            { init: { signal } },
          ),
        ),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** GET /api/workflows/stats: the four figures. */
  stats: (timeZone: string | undefined) =>
    queryOptions({
      queryKey: workflowKeys.stats(timeZone),
      queryFn: ({ signal }) =>
        call(api.workflows.stats.$get({ query: { timeZone } }, { init: { signal } })),
    }),
  /** GET /api/workflow-sessions/{id}: one of the viewer's sessions with its steps. */
  session: (id: string) =>
    queryOptions({
      queryKey: workflowKeys.session(id),
      queryFn: ({ signal }) =>
        call(api['workflow-sessions'][':id'].$get({ param: { id } }, { init: { signal } })),
    }),
};

/** After a session changes: the cards' progress and the figures are asked for again. */
export function refreshWorkflows(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: workflowKeys.all });
}
