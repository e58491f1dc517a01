import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';

/** POST /api/admin/widgets/refresh: every instance drops its cached widget answer. */
export function useRefreshWidgets() {
  return useMutation({ mutationFn: () => call(api.admin.widgets.refresh.$post()) });
}
