import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProgressLine } from '../../../../contracts/import';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { categoryKeys } from '../../../lib/queries/categories';
import { contentKeys } from '../../../lib/queries/content-keys';
import { t } from '../../../lib/i18n/t';
import type { ImportPreviewRequest } from './use-import-preview';
import { readNdjson } from './read-ndjson';

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportResult {
  imported: number;
  skipped: number;
}

interface RunImportRequest extends ImportPreviewRequest {
  onProgress: (progress: ImportProgress) => void;
}

/**
 * POST /api/admin/import for real. The answer streams as NDJSON: progress lines while the batches
 * are written, then done (how many were imported) or error (nothing was written).
 */
async function runImport({ source, defaultCategoryId, onProgress }: RunImportRequest) {
  const response = await api.admin.import.$post(
    { json: { format: source.format, text: source.text, defaultCategoryId, dryRun: false } },
    { headers: { Accept: 'application/x-ndjson' } },
  );
  if (!response.body) throw new ApiError(response.status, 'bad_response', t('errors.unexpected'));
  const outcome: { done?: ImportResult; failure?: string } = {};
  await readNdjson<ImportProgressLine>(response.body, (line) => {
    if (line.type === 'progress') onProgress({ done: line.done, total: line.total });
    else if (line.type === 'done')
      outcome.done = { imported: line.imported, skipped: line.skipped };
    else outcome.failure = line.message;
  });
  if (outcome.failure !== undefined) throw new ApiError(500, 'import_failed', outcome.failure);
  if (!outcome.done) throw new ApiError(500, 'import_failed', t('errors.unexpected'));
  return outcome.done;
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  });
}
