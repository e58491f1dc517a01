import { useEffect } from 'react';
import type { RecentPsalm } from '@contracts/psalms';
import { adminT } from '@web/admin/i18n/admin-t';
import { notifyFailure } from '@web/lib/toasts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { Skeleton } from '@web/ui/skeleton';
import { usePsalmContent } from './use-psalm-content';

/** Reading a recent psalm's text (000 §7: generated_psalm by id). */
export function PsalmReaderDialog({
  psalm,
  onClose,
}: {
  psalm: RecentPsalm | null;
  onClose: () => void;
}) {
  const content = usePsalmContent(psalm?.id ?? null);
  const text = (content.data?.generatedPsalm ?? content.data?.description ?? '').trim();

  useEffect(() => {
    if (content.isError)
      notifyFailure(adminT('psalms.toast.contentFailed'), undefined, 'psalm-content');
  }, [content.isError]);

  return (
    <Dialog open={psalm !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {psalm ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle className="font-serif text-xl" lang={psalm.language}>
              {psalm.title}
            </DialogTitle>
            <DialogDescription>
              {[
                psalm.psalmDate,
                psalm.psalmTheme ? adminT(`psalms.theme.${psalm.psalmTheme}`) : null,
                adminT(`psalms.language.${psalm.language}`),
              ]
                .filter(Boolean)
                .join(' · ')}
            </DialogDescription>
          </DialogHeader>
          {content.isPending ? (
            <div className="grid gap-2" role="status" aria-label={adminT('psalms.reader.loading')}>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : content.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {adminT('psalms.reader.failed')}
            </p>
          ) : (
            <div
              className="font-serif text-base leading-relaxed whitespace-pre-line"
              data-testid="psalm-reader-text"
              lang={text ? psalm.language : undefined}
            >
              {text || adminT('psalms.reader.noText')}
            </div>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
