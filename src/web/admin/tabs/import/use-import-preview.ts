import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { t } from '@web/lib/i18n/t';
import type { ImportSource } from './import-source';

export interface ImportPreviewRequest {
  source: ImportSource;
  defaultCategoryId: string | null;
}

/** POST /api/admin/import with dryRun: the server parses and checks every item and writes nothing. */
export function useImportPreview() {
  return useMutation({
    mutationFn: async ({ source, defaultCategoryId }: ImportPreviewRequest) => {
      const preview = await call(
        api.admin.import.$post({
          json: { format: source.format, text: source.text, defaultCategoryId, dryRun: true },
        }),
      );
      // The route also answers NDJSON lines (a real import); a dry run's answer is the JSON preview.
      if (typeof preview === 'string')
        throw new ApiError(200, 'bad_response', t('errors.unexpected'));
      return preview;
    },
  });
}
