import { useState } from 'react';
import { reportReasons, type ReportReason } from '@contracts/community';
import { communityT } from '@web/lib/i18n/community-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { useReport, type ReportTarget } from './use-report';

/** Report Post / Report comment: a reason, sent once to the moderators. */
export function ReportDialog({
  target,
  onClose,
}: {
  target: ReportTarget | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason>('spam');
  const report = useReport();
  const close = () => {
    setReason('spam');
    onClose();
  };
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {target ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>
              {communityT(
                target.kind === 'post' ? 'community.report.title' : 'community.report.commentTitle',
              )}
            </DialogTitle>
            <DialogDescription>{communityT('community.report.description')}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">
              {communityT('community.report.reason')}
            </legend>
            {reportReasons.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="report-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  className="size-4 accent-primary"
                />
                {communityT(`community.report.reason.${value}`)}
              </label>
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {communityT('community.report.cancel')}
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={report.isPending}
              onClick={() =>
                report.mutate(
                  { target, reason },
                  {
                    onSuccess: () => {
                      notifySuccess(communityT('community.report.sent'));
                      close();
                    },
                    onError: (error) =>
                      notifyError(
                        communityT('community.report.failed'),
                        error,
                        communityT('community.report.failed'),
                      ),
                  },
                )
              }
            >
              {communityT('community.report.submit')}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
