import { useInfiniteQuery } from '@tanstack/react-query';
import type { ContentPage } from '../../../../contracts/content';
import type { DifficultyLevel } from '../../../../contracts/enums';
import { api } from '../../../lib/api-client';

export type ContentStatusFilter = 'published' | 'draft' | 'scheduled';

export interface ContentFilters {
  q: string;
  categoryId?: string;
  difficulty?: DifficultyLevel;
  status?: ContentStatusFilter;
}

const pageSize = 20;

/** Every content query starts with 'content': a live change anywhere refreshes them all. */
export const contentPagesQueryKey = (filters: ContentFilters) =>
  ['content', 'admin-list', filters] as const;

export function fetchContentPage(
  filters: ContentFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ContentPage> {
  return api.get<ContentPage>('/api/content', {
    signal,
    query: {
      q: filters.q.trim() || undefined,
      categoryId: filters.categoryId,
      difficulty: filters.difficulty,
      status: filters.status,
      cursor,
      limit: pageSize,
    },
  });
}

/** GET /api/content for staff (drafts and scheduled items included), newest first, page by page. */
export function useContentPages(filters: ContentFilters) {
  return useInfiniteQuery({
    queryKey: contentPagesQueryKey(filters),
    queryFn: ({ pageParam, signal }) => fetchContentPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}
