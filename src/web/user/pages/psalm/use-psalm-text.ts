import { useQuery } from '@tanstack/react-query';
import type { ContentItem } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

/** GET /api/content/{id}: a featured psalm's full text and audio, read when its dialog opens. */
export function usePsalmText(id: string | null) {
  return useQuery({
    queryKey: ['psalms', 'item', id],
    queryFn: ({ signal }) =>
      api.get<ContentItem>(`/api/content/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: id !== null,
    staleTime: 5 * 60_000,
  });
}
