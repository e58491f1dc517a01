import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WidgetSettingsUpdate } from '@contracts/widgets';
import { api, call } from '@web/lib/api-client';
import { widgetsQueries } from './widgets-queries';

/** PUT /api/admin/widgets/settings: one or more switches; every instance honours them at once. */
export function useUpdateWidgetSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: WidgetSettingsUpdate) =>
      call(api.admin.widgets.settings.$put({ json: patch })),
    onSuccess: (saved) => queryClient.setQueryData(widgetsQueries.settings().queryKey, saved),
  });
}
