import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

/** GET /api/content/{id}: a recent psalm's generated text, read when its dialog opens. */
export function usePsalmContent(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'psalms', 'content', id],
    queryFn: ({ signal }) =>
      api.get<ContentItem>(`/api/content/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
  });
}
