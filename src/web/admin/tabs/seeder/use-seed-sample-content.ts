import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { categoryKeys } from '@web/lib/queries/categories';
import { contentKeys } from '@web/lib/queries/content-keys';

/** POST /api/admin/seed: the six sample items, unless any content exists already. */
export function useSeedSampleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.admin.seed.$post()),
    onSuccess: (result) =>
      result.created > 0
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: contentKeys.all }),
            queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
          ])
        : undefined,
  });
}
