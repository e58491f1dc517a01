import { useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@web/lib/queries/categories';
import { contentKeys } from '@web/lib/queries/content-keys';
import { useRealtimeEvent } from '@web/lib/realtime';

/**
 * 000 §4: the admin content list reloads whenever any content row is inserted, updated or deleted,
 * by this person or by anyone else in another browser (server-sent content.changed events).
 */
export function useContentLiveReload(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('content.changed', () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    // Category cards count their content.
    void queryClient.invalidateQueries({ queryKey: categoryKeys.all });
  });
}
