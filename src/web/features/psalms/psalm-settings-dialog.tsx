import { lazy, Suspense } from 'react';
import { browserTimeZone } from '@web/lib/time-zone';
import { psalmT } from './i18n/psalm-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';
import { Button } from '@web/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { DialogAlert, useDialogFailure } from '@web/ui/dialog-alert';
import { Skeleton } from '@web/ui/skeleton';
import type { PsalmSettingsValues } from './psalm-settings-form';
import { usePsalmPreference } from './use-psalm-preference';
import { useSavePsalmPreference } from './use-save-psalm-preference';

// The form (and its validation schema) loads when the dialog first opens, not with the psalm.
const PsalmSettingsForm = lazy(() =>
  import('./psalm-settings-form').then((module) => ({ default: module.PsalmSettingsForm })),
);

/**
 * The psalm settings dialog (001 §2): the reader's daily_psalm delivery preferences. Its code loads
 * when the reader first opens it (psalm-settings-button.tsx).
 */
export function PsalmSettingsDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preference = usePsalmPreference(open);
  const save = useSavePsalmPreference();
  const saveFailure = useDialogFailure(open);

  const onSave = (values: PsalmSettingsValues) => {
    saveFailure.clear();
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(psalmT('psalm.settings.saved'), psalmT('psalm.settings.savedDescription'));
        setOpen(false);
      },
      onError: () => {
        // The toast sits behind the open dialog, out of reach: the dialog says it too.
        saveFailure.report({ message: psalmT('psalm.settings.errorDescription') });
        notifyFailure(psalmT('psalm.settings.error'), psalmT('psalm.settings.errorDescription'));
      },
    });
  };

  const loading = (
    <div className="grid gap-3" role="status" aria-label={psalmT('psalm.settings.loading')}>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{psalmT('psalm.settings.title')}</DialogTitle>
          <DialogDescription>{psalmT('psalm.settings.description')}</DialogDescription>
        </DialogHeader>
        {preference.isPending ? (
          loading
        ) : !preference.data ? (
          // Only when nothing was loaded: a failed background refetch keeps the open form.
          <div className="grid justify-items-start gap-3" role="alert">
            <p className="text-sm">{psalmT('psalm.settings.loadFailed')}</p>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => void preference.refetch()}>
                {psalmT('psalm.retry')}
              </Button>
              <DialogClose asChild>
                <Button variant="ghost">{psalmT('psalm.settings.cancel')}</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          <>
            {saveFailure.failure ? <DialogAlert {...saveFailure.failure} /> : null}
            <Suspense fallback={loading}>
              <PsalmSettingsForm
                initial={preference.data}
                deviceZone={browserTimeZone() ?? 'UTC'}
                saving={save.isPending}
                onSave={onSave}
              />
            </Suspense>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
