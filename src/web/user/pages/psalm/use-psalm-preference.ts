import { useQuery } from '@tanstack/react-query';
import type { ContentPreference } from '../../../../contracts/preferences';
import { api } from '../../../lib/api-client';

export const contentPreferencesKey = ['preferences', 'content'] as const;

/** GET /api/preferences/content, narrowed to the daily psalm (defaults when never saved). */
export function usePsalmPreference(enabled: boolean) {
  return useQuery({
    queryKey: contentPreferencesKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: ContentPreference[] }>('/api/preferences/content', { signal })).items,
    select: (items) => items.find((item) => item.contentType === 'daily_psalm') ?? null,
    enabled,
  });
}
