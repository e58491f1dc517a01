import type { MouseEvent } from 'react';
import type { ContentItem } from '../../../../contracts/content';
import { adminT } from '../../../lib/i18n/admin-t';
import { notifyError, notifySuccess } from '../../../lib/toasts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../ui/alert-dialog';
import { useDeleteContent } from './use-delete-content';

interface DeleteContentDialogProps {
  /** The item to delete; null keeps the dialog closed. */
  item: ContentItem | null;
  onClose: () => void;
}

/** 000 §9: deleting content asks for confirmation first. */
export function DeleteContentDialog({ item, onClose }: DeleteContentDialogProps) {
  const remove = useDeleteContent();
  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      notifySuccess(adminT('admin.content.deleted'));
      onClose();
    } catch (error) {
      notifyError(
        adminT('admin.content.deleteFailed'),
        error,
        adminT('admin.content.deleteFailed'),
      );
    }
  };
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminT('admin.content.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {adminT('admin.content.deleteDescription', { title: item?.title ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
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
