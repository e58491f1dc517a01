import { useState } from 'react';
import { Link } from '@web/ui/link';
import { accountT as t } from './i18n/account-t';
import { notifyError, notifyInfo, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { lazyDialog } from '@web/ui/lazy-dialog';
import { downloadMyData } from './download-my-data';

// The dialog, its form and the dialog library load when the button is first pressed.
const DeleteAccountDialog = lazyDialog(
  () => import('./delete-account-dialog'),
  'DeleteAccountDialog',
  (props) => props.open,
);

/** How long the file may take before the member is told it is on its way. */
const slowExportMs = 1_000;
/** The export's one toast: "on its way" is replaced by the outcome. */
const exportToast = 'data-export';

/** Privacy: the privacy page, Download My Data (a real export) and Delete my account. */
export function PrivacySection() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const download = async () => {
    setDownloading(true);
    // The file is written on request, usually at once: "will be ready shortly" (001 §8) is said
    // only while it is still being prepared, and the toast that stays says it was downloaded.
    const slow = setTimeout(
      () =>
        notifyInfo(
          t('account.exportRequested'),
          t('account.exportRequestedDescription'),
          exportToast,
        ),
      slowExportMs,
    );
    try {
      const file = await downloadMyData();
      clearTimeout(slow);
      notifySuccess(
        t('account.exportDownloaded'),
        t('account.exportDownloadedDescription', { file }),
        exportToast,
      );
    } catch (error) {
      clearTimeout(slow);
      notifyError(t('account.exportFailed'), error, t('account.exportFailed'), exportToast);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.privacyTitle')}</CardTitle>
        <CardDescription>
          {t('account.privacyDescription')}{' '}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
            {t('account.privacyLink')}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" loading={downloading} onClick={() => void download()}>
            {t('account.download')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('account.downloadHint')}</p>
        </div>
        <div>
          <Button
            variant="destructive"
            aria-haspopup="dialog"
            aria-expanded={deleting}
            onClick={() => setDeleting(true)}
          >
            {t('account.deleteOpen')}
          </Button>
          <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
        </div>
      </CardContent>
    </Card>
  );
}
