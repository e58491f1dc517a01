import { downloadsT as t } from './i18n/downloads-t';
import type { DownloadProgress } from './downloads-store';

/**
 * "n of m files" of a download running, said and drawn as a bar. Always there, so that the first
 * "n of m files" is announced (a live region added with its text often is not).
 */
export function DownloadProgressStatus({ progress }: { progress: DownloadProgress | undefined }) {
  return (
    <div className={progress ? 'grid w-full max-w-xs gap-1.5' : 'sr-only'}>
      <p role="status" className="text-sm text-muted-foreground tabular-nums">
        {progress
          ? progress.total > 0
            ? t('downloads.downloading', { done: progress.done, total: progress.total })
            : t('downloads.preparing')
          : null}
      </p>
      {progress ? <DownloadProgressBar done={progress.done} total={progress.total} /> : null}
    </div>
  );
}

/** "n of m files" as a bar (a plain one: the design system's brings Radix to the page). */
function DownloadProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  return (
    <div
      role="progressbar"
      aria-label={t('downloads.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={Math.max(1, total)}
      aria-valuenow={total > 0 ? done : undefined}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div
        className="h-full bg-primary transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
