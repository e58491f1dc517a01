import { useMutation } from '@tanstack/react-query';
import type { GeneratedPsalm, GeneratePsalmInput } from '../../../../contracts/psalms';
import { api } from '../../../lib/api-client';

/** POST /api/admin/psalms/generate: writes a psalm with the text provider (nothing is saved). */
export function useGeneratePsalm() {
  return useMutation({
    mutationFn: (input: GeneratePsalmInput) =>
      api.post<GeneratedPsalm>('/api/admin/psalms/generate', input),
  });
}
