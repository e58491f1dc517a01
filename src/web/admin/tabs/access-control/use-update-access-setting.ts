import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessSettingKey } from '@contracts/access';
import { api, call } from '@web/lib/api-client';
import { accessQueries } from './access-queries';

/** PUT /api/admin/access-settings/{key} {value}: one setting at a time. */
export function useUpdateAccessSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: AccessSettingKey; value: string }) =>
      call(api.admin['access-settings'][':key'].$put({ param: { key }, json: { value } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(accessQueries.settings().queryKey, (items) =>
        items?.map((item) => (item.key === saved.key ? saved : item)),
      );
    },
  });
}
