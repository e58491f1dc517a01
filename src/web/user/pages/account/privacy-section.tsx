import { useState } from 'react';
import { Link } from 'react-router';
import { accountT as t } from '@web/lib/i18n/account-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { downloadMyData } from './download-my-data';

/** Privacy: the privacy page, Download My Data (a real export) and Delete my account. */
export function PrivacySection() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    notifySuccess(t('account.exportRequested'), t('account.exportRequestedDescription'));
    try {
      await downloadMyData();
    } catch (error) {
      notifyError(t('account.exportFailed'), error, t('account.exportFailed'));
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
          <DeleteAccountDialog />
        </div>
      </CardContent>
    </Card>
  );
}
