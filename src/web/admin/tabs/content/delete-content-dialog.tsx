import type { MouseEvent } from 'react';
import type { ContentItem } from '@contracts/content';
import { errorMessage } from '@web/lib/api-error';
import { adminT } from '@web/lib/i18n/admin-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@web/ui/alert-dialog';
import { DialogAlert, useDialogFailure } from '@web/ui/dialog-alert';
import { useDeleteContent } from './use-delete-content';

interface DeleteContentDialogProps {
  /** The item to delete; null keeps the dialog closed. */
  item: ContentItem | null;
  onClose: () => void;
}

/**
 * 000 §9: deleting content asks for confirmation first. A failure stays in the dialog (the toast is
 * behind it, out of reach); the dialog cannot be closed while the delete runs, so a late answer
 * never lands in the dialog of another item.
 */
export function DeleteContentDialog({ item, onClose }: DeleteContentDialogProps) {
  const remove = useDeleteContent();
  // Cleared each time the dialog opens (or closes).
  const failure = useDialogFailure(item?.id ?? null);
  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    if (!item) return;
    failure.clear();
    try {
      await remove.mutateAsync(item.id);
      notifySuccess(adminT('admin.content.deleted'));
      onClose();
    } catch (error) {
      const failed = adminT('admin.content.deleteFailed');
      failure.report({ title: failed, message: errorMessage(error, failed) });
      notifyError(failed, error, failed);
    }
  };
  return (
    <AlertDialog
      open={item !== null}
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminT('admin.content.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {adminT('admin.content.deleteDescription', { title: item?.title ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {failure.failure ? <DialogAlert {...failure.failure} /> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {adminT('admin.content.cancel')}
          </AlertDialogCancel>
          <AlertDialogAction destructive disabled={remove.isPending} onClick={confirm}>
            {remove.isPending
              ? adminT('admin.content.deleting')
              : adminT('admin.content.deleteConfirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
