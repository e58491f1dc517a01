import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput } from '@contracts/content';
import { api, call } from '@web/lib/api-client';
import { categoryKeys } from '@web/lib/queries/categories';
import { contentKeys } from '@web/lib/queries/content-keys';

/** POST /api/admin/content (created_by is the signed-in staff member). */
export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContentInput) => call(api.admin.content.$post({ json: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  });
}
