import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@web/lib/realtime';
import { psalmKeys } from './psalm-queries';

/**
 * Live update (001 §4): any change to content (today's psalm published, narrated, removed) refreshes
 * today's psalm and the featured psalms without a reload.
 */
export function useLivePsalms(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('content.changed', () => {
    void queryClient.invalidateQueries({ queryKey: psalmKeys.all });
  });
}
