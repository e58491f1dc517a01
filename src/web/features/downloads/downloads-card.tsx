import { useId, useState } from 'react';
import { downloadsT as t } from './i18n/downloads-t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { ConfirmDeleteDialog } from '@web/ui/confirm-delete-dialog';
import { Skeleton } from '@web/ui/skeleton';
import { canDownload, downloadId, type Download } from './download-basics';
import { totalBytes } from './downloads-index';
import { formatBytes } from './format-bytes';
import { useDownloads, useRemoveDownload, useStorageUse } from './use-downloads';
import { DownloadRow } from './download-row';

/**
 * Downloads (decision 064): what this device keeps for offline use, each a link to where it opens,
 * with its size as stored, Refresh and Remove (asked first), their total, and what the site uses of the browser's allowance. All of
 * it is this device's, so it is drawn in the browser only (downloads-section.tsx); sign-out
 * empties it.
 */
export function DownloadsCard() {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t('downloads.sectionTitle')}</CardTitle>
        <CardDescription>{t('downloads.sectionDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DownloadsOnThisDevice />
      </CardContent>
    </Card>
  );
}

function DownloadsOnThisDevice() {
  const downloads = useDownloads();
  const storage = useStorageUse();
  const remove = useRemoveDownload();
  const [target, setTarget] = useState<Download | null>(null);

  if (!canDownload()) {
    return <p className="text-sm text-muted-foreground">{t('downloads.unsupported')}</p>;
  }
  if (downloads.isPending) {
    return <Skeleton className="h-16" />;
  }
  if (downloads.isError) {
    return <p className="text-sm text-muted-foreground">{t('downloads.loadFailed')}</p>;
  }
  const index = downloads.data;
  const rows = index.downloads;
  const use = storage.data;

  return (
    <>
      {rows.length === 0 ? (
        <div className="grid gap-1">
          <p className="font-medium">{t('downloads.empty')}</p>
          <p className="text-sm text-muted-foreground">{t('downloads.emptyHint')}</p>
        </div>
      ) : (
        <>
          <ul className="grid divide-y rounded-lg border" data-testid="downloads-list">
            {rows.map((row) => (
              <DownloadRow
                key={downloadId(row.kind, row.id)}
                row={row}
                onRemove={() => setTarget(row)}
              />
            ))}
          </ul>
          <p className="text-sm font-medium">
            {t('downloads.total', { count: rows.length, size: formatBytes(totalBytes(index)) })}
          </p>
        </>
      )}
      {use ? (
        <p className="text-sm text-muted-foreground">
          {t('downloads.usage', { usage: formatBytes(use.usage), quota: formatBytes(use.quota) })}
        </p>
      ) : null}
      <ConfirmDeleteDialog
        targetId={target ? downloadId(target.kind, target.id) : null}
        description={t('downloads.removeDescription', { title: target?.title ?? '' })}
        texts={{
          title: t('downloads.removeTitle'),
          cancel: t('downloads.cancel'),
          confirm: t('downloads.removeAction'),
          pending: t('downloads.removing'),
          deleted: t('downloads.removed'),
          failed: t('downloads.removeFailed'),
        }}
        pending={remove.isPending}
        onConfirm={() =>
          target ? remove.mutateAsync({ kind: target.kind, id: target.id }) : Promise.resolve()
        }
        onClose={() => setTarget(null)}
      />
    </>
  );
}
