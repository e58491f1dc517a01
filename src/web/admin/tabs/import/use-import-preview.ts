import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '../../../../contracts/import';
import { api } from '../../../lib/api-client';
import type { ImportSource } from './import-source';

export interface ImportPreviewRequest {
  source: ImportSource;
  defaultCategoryId: string | null;
}

/** POST /api/admin/import with dryRun: the server parses and checks every item and writes nothing. */
export function useImportPreview() {
  return useMutation({
    mutationFn: ({ source, defaultCategoryId }: ImportPreviewRequest) =>
      api.post<ImportPreview>('/api/admin/import', {
        format: source.format,
        text: source.text,
        defaultCategoryId,
        dryRun: true,
      }),
  });
}
