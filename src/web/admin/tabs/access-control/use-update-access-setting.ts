import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessSetting, AccessSettingKey } from '../../../../contracts/access';
import { api } from '../../../lib/api-client';
import { accessSettingsQueryKey } from './use-access-settings';

/** PUT /api/admin/access-settings/{key} {value}: one setting at a time. */
export function useUpdateAccessSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: AccessSettingKey; value: string }) =>
      api.put<AccessSetting>(`/api/admin/access-settings/${key}`, { value }),
    onSuccess: (saved) => {
      queryClient.setQueryData<AccessSetting[]>(accessSettingsQueryKey, (items) =>
        items?.map((item) => (item.key === saved.key ? saved : item)),
      );
    },
  });
}
