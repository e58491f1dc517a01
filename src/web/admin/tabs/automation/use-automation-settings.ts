import { useQuery } from '@tanstack/react-query';
import type { AutomationSetting } from '../../../../contracts/automation';
import { api } from '../../../lib/api-client';

export const automationSettingsKey = ['admin', 'automation', 'settings'] as const;

/** GET /api/admin/automation/settings: one setting per content type, ordered by type. */
export function useAutomationSettings() {
  return useQuery({
    queryKey: automationSettingsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: AutomationSetting[] }>('/api/admin/automation/settings', { signal }))
        .items,
  });
}
