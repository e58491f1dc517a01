import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProgressLine } from '@contracts/import';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { categoryKeys } from '@web/lib/queries/categories';
import { contentKeys } from '@web/lib/queries/content-keys';
import { t } from '@web/lib/i18n/t';
import type { ImportPreviewRequest } from './use-import-preview';
import { readNdjson } from './read-ndjson';

/** How far a running import is (a progress line of the stream). */
export type ImportProgress = Omit<Extract<ImportProgressLine, { type: 'progress' }>, 'type'>;

/** How many items an import wrote and skipped (its done line). */
export type ImportResult = Omit<Extract<ImportProgressLine, { type: 'done' }>, 'type'>;

interface RunImportRequest extends ImportPreviewRequest {
  onProgress: (progress: ImportProgress) => void;
}

/** One line of the stream, checked: a line of another shape is an unexpected answer. */
function progressLine(value: unknown): ImportProgressLine {
  const line: Record<string, unknown> =
    typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
  const { type, done, total, imported, skipped, message } = line;
  if (type === 'progress' && typeof done === 'number' && typeof total === 'number')
    return { type, done, total };
  if (type === 'done' && typeof imported === 'number' && typeof skipped === 'number')
    return { type, imported, skipped };
  if (type === 'error' && typeof message === 'string') return { type, message };
  throw new ApiError(200, 'bad_response', t('errors.unexpected'));
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
  await readNdjson(response.body, (value) => {
    const line = progressLine(value);
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
