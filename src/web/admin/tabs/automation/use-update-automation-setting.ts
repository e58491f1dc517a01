import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationSettingUpdate } from '@contracts/automation';
import type { AutomationContentType } from '@contracts/enum-values';
import { api, call } from '@web/lib/api-client';
import { automationQueries } from './automation-queries';

/** PATCH /api/admin/automation/settings/{contentType}: saves one content type's automation. */
export function useUpdateAutomationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      contentType,
      update,
    }: {
      contentType: AutomationContentType;
      update: AutomationSettingUpdate;
    }) =>
      call(
        api.admin.automation.settings[':contentType'].$patch({
          param: { contentType },
          json: update,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(automationQueries.settings().queryKey, (items) =>
        items?.map((item) => (item.contentType === saved.contentType ? saved : item)),
      );
    },
  });
}
