import { CircleAlert, Upload } from 'lucide-react';
import type { ImportPreview } from '@contracts/import';
import { adminT } from '@web/admin/i18n/admin-t';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/ui/card';
import { DifficultyBadge } from '@web/ui/difficulty-badge';
import { Progress } from '@web/ui/progress';
import type { ImportProgress } from './use-run-import';

/** Errors listed on screen; the rest are counted. */
const shownErrors = 100;

interface ImportPreviewPanelProps {
  preview: ImportPreview;
  onImport: () => void;
  importing: boolean;
  progress: ImportProgress | null;
}

/**
 * What the server's dry run found, before anything is written: the items ready to import, and the
 * per-item errors under "Errors found:" (000 §5, §8). Import writes the valid items with a progress bar.
 */
export function ImportPreviewPanel({
  preview,
  onImport,
  importing,
  progress,
}: ImportPreviewPanelProps) {
  const invalid = preview.errors.length;
  return (
    <Card>
      <CardHeader>
        <h3 id="import-preview-heading" className="text-lg leading-tight font-semibold">
          {adminT('admin.import.previewTitle')}
        </h3>
        <CardDescription>
          {adminT('admin.import.summary', {
            total: preview.total,
            valid: preview.valid,
            invalid,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {preview.preview.length > 0 ? (
          <div className="grid gap-2">
            {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
            <div
              className="overflow-x-auto rounded-md border"
              role="region"
              aria-label={adminT('admin.import.tableCaption')}
              tabIndex={0}
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{adminT('admin.import.tableCaption')}</caption>
                <thead className="bg-muted/60 text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {adminT('admin.import.col.item')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {adminT('admin.import.col.title')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {adminT('admin.import.col.category')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {adminT('admin.import.col.difficulty')}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {adminT('admin.import.col.duration')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {adminT('admin.import.col.body')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {adminT('admin.import.col.published')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {preview.preview.map((row) => (
                    <tr key={row.item}>
                      <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.item}</td>
                      <td className="max-w-64 px-3 py-2 font-medium break-words">{row.title}</td>
                      <td className="px-3 py-2">{row.category}</td>
                      <td className="px-3 py-2">
                        <DifficultyBadge level={row.difficultyLevel}>
                          {adminT(`admin.content.difficulty.${row.difficultyLevel}`)}
                        </DifficultyBadge>
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{row.durationMinutes}</td>
                      <td className="px-3 py-2">
                        {row.hasBody ? adminT('admin.import.yes') : adminT('admin.import.no')}
                      </td>
                      <td className="px-3 py-2">
                        {row.isPublished ? adminT('admin.import.yes') : adminT('admin.import.no')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {preview.valid > preview.preview.length ? (
              <p className="text-xs text-muted-foreground">
                {adminT('admin.import.previewShown', {
                  shown: preview.preview.length,
                  valid: preview.valid,
                })}
              </p>
            ) : null}
          </div>
        ) : null}

        {invalid > 0 ? (
          <section
            aria-labelledby="import-errors-heading"
            className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3"
          >
            <h4
              id="import-errors-heading"
              className="flex items-center gap-2 text-sm font-semibold text-destructive"
            >
              <CircleAlert aria-hidden="true" className="size-4" />
              {adminT('admin.import.errorsFound')}
            </h4>
            <ul className="grid max-h-64 gap-1 overflow-y-auto pl-6 text-sm text-destructive">
              {preview.errors.slice(0, shownErrors).map((error) => (
                <li key={error.item} className="list-disc">
                  {error.message}
                </li>
              ))}
            </ul>
            {invalid > shownErrors ? (
              <p className="text-xs text-destructive">
                {adminT('admin.import.moreErrors', { count: invalid - shownErrors })}
              </p>
            ) : null}
          </section>
        ) : null}

        {progress ? (
          <div className="grid gap-2" role="status" aria-live="polite">
            <Progress
              value={progress.done}
              max={Math.max(progress.total, 1)}
              aria-label={adminT('admin.import.progressLabel')}
            />
            <p className="text-sm text-muted-foreground tabular-nums">
              {adminT('admin.import.progress', { done: progress.done, total: progress.total })}
            </p>
          </div>
        ) : null}

        <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {preview.valid === 0
              ? adminT('admin.import.nothingValid')
              : invalid > 0
                ? adminT('admin.import.skipNote')
                : adminT('admin.import.readyNote')}
          </p>
          <Button
            onClick={onImport}
            loading={importing}
            disabled={preview.valid === 0}
            className="sm:shrink-0"
          >
            {importing ? null : <Upload aria-hidden="true" />}
            {importing
              ? adminT('admin.import.importing')
              : adminT('admin.import.import', { count: preview.valid })}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
