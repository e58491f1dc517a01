import { Link } from '@web/ui/link';
import { RefreshCw, Trash2 } from 'lucide-react';
import { formatShortDate } from '@web/lib/format-date';
import { downloadsT as t } from './i18n/downloads-t';
import { Button } from '@web/ui/button';
import { downloadLink, type Download } from './download-basics';
import { DownloadProgressStatus } from './download-progress';
import { formatBytes } from './format-bytes';
import { useDownload, useDownloadProgress } from './use-downloads';

/**
 * One download on /account: its title links to where it opens (decision 064), and Refresh
 * downloads it again with its progress, replacing the stored copy (a workflow's with the same
 * session). Remove is asked first, by the card.
 */
export function DownloadRow({ row, onRemove }: { row: Download; onRemove: () => void }) {
  const progress = useDownloadProgress(row.kind, row.id);
  const refresh = useDownload();
  const running = progress !== undefined;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-3">
      <div className="grid min-w-0 gap-0.5">
        <Link
          to={downloadLink(row)}
          className="font-medium break-words underline decoration-primary/40 underline-offset-4 hover:decoration-current"
        >
          {row.title}
        </Link>
        <p className="text-sm text-muted-foreground">
          {[
            t(`downloads.kind.${row.kind}`),
            t('downloads.items', { count: row.items }),
            formatBytes(row.bytes),
            t('downloads.savedOn', { date: formatShortDate(row.savedAt) }),
          ].join(' · ')}
        </p>
        <DownloadProgressStatus progress={progress} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('downloads.refreshNamed', { title: row.title })}
          // Kept focusable while it runs (aria-disabled, not disabled), so the focus stays on it.
          aria-disabled={running || undefined}
          aria-busy={running || undefined}
          className={running ? 'cursor-progress opacity-80' : undefined}
          onClick={() => {
            if (running) return;
            refresh.mutate({
              kind: row.kind,
              id: row.id,
              title: row.title,
              sessionId: row.sessionId,
            });
          }}
        >
          <RefreshCw aria-hidden="true" className={running ? 'animate-spin' : undefined} />
          {t('downloads.refreshAction')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('downloads.removeNamed', { title: row.title })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          {t('downloads.removeAction')}
        </Button>
      </div>
    </li>
  );
}
