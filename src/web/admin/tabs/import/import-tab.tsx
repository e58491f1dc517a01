import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import { importMaxBytes, type ImportPreview } from '@contracts/import';
import { sampleImportJson } from '@contracts/import-sample';
import { errorMessage } from '@web/lib/api-error';
import { adminT } from '@web/admin/i18n/admin-t';
import { useCategories } from '@web/lib/queries/use-categories';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { ImportForm, noDefaultCategory, type ChosenFile } from './import-form';
import { ImportPreviewPanel } from './import-preview-panel';
import {
  checkImportFile,
  formatBytes,
  guessTextFormat,
  textBytes,
  type ImportFormat,
  type ImportSource,
} from './import-source';
import { useImportPreview } from './use-import-preview';
import { useRunImport, type ImportProgress, type ImportResult } from './use-run-import';
import type { FirstScreen } from '@web/lib/first-screen';
import { categoryQueries } from '@web/lib/queries/categories';

type LoadedFile = ChosenFile & { format: ImportFormat; text: string };

/** The tab's first screen (decision 162): the categories, for the default category. */
export const firstScreen: FirstScreen = ({ queryClient }) =>
  queryClient.prefetchQuery(categoryQueries.list());

/** The Import tab (000 §2, §5): choose, preview (nothing written), then import with progress. */
export default function ImportTab() {
  const categories = useCategories();
  const previewImport = useImportPreview();
  const runImport = useRunImport();

  const [file, setFile] = useState<LoadedFile | null>(null);
  const [text, setText] = useState('');
  const [defaultCategoryId, setDefaultCategoryId] = useState(noDefaultCategory);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [lastResult, setLastResult] = useState<ImportResult | null>(null);
  // A new key gives a fresh file picker when the tab lets go of the file (imported, or replaced by
  // the sample), so it no longer shows the old name and choosing the same file again is noticed.
  const [pickerKey, setPickerKey] = useState(0);

  /** Any change to what would be imported makes the last preview stale. */
  const invalidate = () => {
    setPreview(null);
    setProblem(null);
    setProgress(null);
    setLastResult(null);
    previewImport.reset();
  };

  const chooseFile = async (chosen: File | null) => {
    invalidate();
    setFile(null);
    if (!chosen) return;
    const check = checkImportFile(chosen);
    if (!check.ok) {
      setProblem(
        check.reason === 'too-large'
          ? adminT('admin.import.fileTooLarge', {
              name: chosen.name,
              size: formatBytes(chosen.size),
            })
          : adminT('admin.import.fileType', { name: chosen.name }),
      );
      return;
    }
    try {
      const content = await chosen.text();
      setFile({ name: chosen.name, size: chosen.size, format: check.format, text: content });
    } catch {
      setProblem(adminT('admin.import.fileUnreadable', { name: chosen.name }));
    }
  };

  const source = (): ImportSource | null => {
    if (file) return { format: file.format, text: file.text, fileName: file.name };
    if (text.trim() === '') return null;
    return { format: guessTextFormat(text), text, fileName: null };
  };
  const categoryId = defaultCategoryId === noDefaultCategory ? null : defaultCategoryId;

  const onPreview = async () => {
    invalidate();
    const chosen = source();
    if (!chosen) {
      setProblem(adminT('admin.import.empty'));
      return;
    }
    if (!file && textBytes(chosen.text) > importMaxBytes) {
      setProblem(adminT('admin.import.tooLarge', { size: formatBytes(textBytes(chosen.text)) }));
      return;
    }
    try {
      setPreview(
        await previewImport.mutateAsync({ source: chosen, defaultCategoryId: categoryId }),
      );
    } catch (error) {
      setProblem(errorMessage(error, adminT('admin.import.failed')));
    }
  };

  const onImport = async () => {
    const chosen = source();
    if (!chosen || !preview) return;
    setProgress({ done: 0, total: preview.valid });
    try {
      const result = await runImport.mutateAsync({
        source: chosen,
        defaultCategoryId: categoryId,
        onProgress: setProgress,
      });
      notifySuccess(adminT('admin.import.imported', { count: result.imported }));
      setFile(null);
      setPickerKey((key) => key + 1);
      setText('');
      invalidate();
      setLastResult(result);
    } catch (error) {
      setProgress(null);
      notifyError(
        adminT('admin.import.failed'),
        error,
        adminT('admin.import.failedNothingWritten'),
      );
    }
  };

  const onSample = () => {
    invalidate();
    setFile(null);
    setPickerKey((key) => key + 1);
    const chosen = categories.data?.find((category) => category.id === categoryId);
    // Each sample item in its own base category; one that is gone takes the chosen default.
    setText(
      sampleImportJson(
        (categories.data ?? []).map((category) => category.name),
        chosen?.name ?? categories.data?.[0]?.name ?? null,
      ),
    );
  };

  return (
    <section aria-labelledby="import-heading" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="import-heading" className="text-2xl font-semibold">
          {adminT('admin.import.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{adminT('admin.import.description')}</p>
      </div>
      {lastResult ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm font-medium text-success"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {adminT('admin.import.imported', { count: lastResult.imported })}
            {lastResult.skipped > 0
              ? ` ${adminT('admin.import.skipped', { count: lastResult.skipped })}`
              : ''}
          </span>
        </p>
      ) : null}
      <ImportForm
        key={pickerKey}
        categories={categories.data ?? []}
        defaultCategoryId={defaultCategoryId}
        onDefaultCategoryChange={(id) => {
          invalidate();
          setDefaultCategoryId(id);
        }}
        file={file}
        onFileChange={(chosen) => void chooseFile(chosen)}
        text={text}
        onTextChange={(next) => {
          invalidate();
          setText(next);
        }}
        onSample={onSample}
        problem={problem}
        onPreview={() => void onPreview()}
        previewing={previewImport.isPending}
        // Nothing changes while a preview or an import runs, so what is imported is what was previewed.
        disabled={runImport.isPending || previewImport.isPending}
      />
      {preview ? (
        <ImportPreviewPanel
          preview={preview}
          onImport={() => void onImport()}
          importing={runImport.isPending}
          progress={progress}
        />
      ) : null}
    </section>
  );
}
