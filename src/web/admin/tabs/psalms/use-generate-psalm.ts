import { useMutation } from '@tanstack/react-query';
import type { GeneratePsalmInput } from '@contracts/psalms';
import { api, call } from '@web/lib/api-client';

/** POST /api/admin/psalms/generate: writes a psalm with the text provider (nothing is saved). */
export function useGeneratePsalm() {
  return useMutation({
    mutationFn: (input: GeneratePsalmInput) =>
      call(api.admin.psalms.generate.$post({ json: input })),
  });
}
