import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { reportInput, reportReasons } from '@contracts/community';
import { communityT } from './i18n/community-t';
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
  const form = useForm<z.infer<typeof reportInput>>({
    resolver: zodResolver(reportInput),
    defaultValues: { reason: 'spam' },
  });
  const report = useReport();
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!target) return;
    try {
      await report.mutateAsync({ target, reason });
      notifySuccess(communityT('community.report.sent'));
      close();
    } catch (error) {
      const failed = communityT('community.report.failed');
      notifyError(failed, error, failed);
    }
  });
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
          <form onSubmit={submit} noValidate className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">
                {communityT('community.report.reason')}
              </legend>
              {reportReasons.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    value={value}
                    className="size-4 accent-primary"
                    {...form.register('reason')}
                  />
                  {communityT(`community.report.reason.${value}`)}
                </label>
              ))}
            </fieldset>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {communityT('community.report.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={report.isPending}>
                {communityT('community.report.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
