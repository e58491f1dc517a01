import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportProgressLine } from '../../../../contracts/import';
import { ApiError, toApiError } from '../../../lib/api-error';
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
  let response: Response;
  try {
    response = await fetch('/api/admin/import', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
      body: JSON.stringify({
        format: source.format,
        text: source.text,
        defaultCategoryId,
        dryRun: false,
      }),
    });
  } catch {
    throw new ApiError(0, 'network', t('errors.network'));
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, body, t('errors.unexpected'));
  }
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
        queryClient.invalidateQueries({ queryKey: ['content'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
