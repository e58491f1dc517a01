import { useQuery } from '@tanstack/react-query';
import type { AccessSetting } from '../../../../contracts/access';
import { api } from '../../../lib/api-client';

export const accessSettingsQueryKey = ['access-settings'] as const;

/** GET /api/admin/access-settings: the content access settings for free users, by key. */
export function useAccessSettings() {
  return useQuery({
    queryKey: accessSettingsQueryKey,
    queryFn: async ({ signal }) => {
      const { items } = await api.get<{ items: AccessSetting[] }>('/api/admin/access-settings', {
        signal,
      });
      return items;
    },
  });
}
