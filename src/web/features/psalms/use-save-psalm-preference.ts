import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentPreferenceUpdate } from '@contracts/preferences';
import { api, call } from '@web/lib/api-client';
import { psalmQueries } from './psalm-queries';

/** PUT /api/preferences/content/daily_psalm: saves the psalm settings dialog. */
export function useSavePsalmPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ContentPreferenceUpdate) =>
      call(
        api.preferences.content[':contentType'].$put({
          param: { contentType: 'daily_psalm' },
          json: update,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(psalmQueries.contentPreferences().queryKey, (items) =>
        items?.map((item) => (item.contentType === saved.contentType ? saved : item)),
      );
    },
  });
}
