import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@web/lib/realtime';
import { psalmsQueries } from './psalms-queries';

/** Between the 5-second refreshes, a psalm saved anywhere (another admin, the scheduler) shows at once. */
export function useLiveRecentPsalms(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('content.changed', () => {
    void queryClient.invalidateQueries({ queryKey: psalmsQueries.recent().queryKey });
  });
}
