import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPreference, ContentPreferenceUpdate } from '../../../../contracts/preferences';
import { api } from '../../../lib/api-client';
import { contentPreferencesKey } from './use-psalm-preference';

/** PUT /api/preferences/content/daily_psalm: saves the psalm settings dialog. */
export function useSavePsalmPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ContentPreferenceUpdate) =>
      api.put<ContentPreference>('/api/preferences/content/daily_psalm', update),
    onSuccess: (saved) => {
      queryClient.setQueryData<ContentPreference[]>(contentPreferencesKey, (items) =>
        items?.map((item) => (item.contentType === saved.contentType ? saved : item)),
      );
    },
  });
}
