import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput, ContentItem } from '../../../../contracts/content';
import { api } from '../../../lib/api-client';

/** POST /api/admin/content (created_by is the signed-in staff member). */
export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContentInput) => api.post<ContentItem>('/api/admin/content', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['content'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
