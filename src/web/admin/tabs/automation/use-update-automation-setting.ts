import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationSetting, AutomationSettingUpdate } from '../../../../contracts/automation';
import type { AutomationContentType } from '../../../../contracts/enums';
import { api } from '../../../lib/api-client';
import { automationSettingsKey } from './use-automation-settings';

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
      api.patch<AutomationSetting>(
        `/api/admin/automation/settings/${encodeURIComponent(contentType)}`,
        update,
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData<AutomationSetting[]>(automationSettingsKey, (items) =>
        items?.map((item) => (item.contentType === saved.contentType ? saved : item)),
      );
    },
  });
}
