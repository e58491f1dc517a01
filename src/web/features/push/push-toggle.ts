import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscribeThisDevice, unsubscribeThisDevice } from './push-device';
import { pushKeys } from './push-queries';

/** Turns notifications on (asking permission, subscribing) or off for this device. */
export function usePushToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => (on ? subscribeThisDevice() : unsubscribeThisDevice()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.all }),
  });
}
