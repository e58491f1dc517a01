import type { MouseEvent } from 'react';
import type { Category } from '@contracts/content';
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
import { deleteCategoryDescription } from './delete-category-text';
import { useDeleteCategory } from './use-delete-category';

interface DeleteCategoryDialogProps {
  /** The category to delete; null keeps the dialog closed. */
  category: Category | null;
  onClose: () => void;
}

/**
 * 000 §9: deleting a category asks first, saying how many items it holds and what becomes of them.
 * A category that still has content is refused by the server (409; the count shown may be a moment
 * old, so Delete stays and the server decides); its message stays in the dialog. The dialog cannot be
 * closed while the delete runs, so a late answer never lands in the dialog of another category.
 */
export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  // Cleared each time the dialog opens (or closes).
  const refusal = useDialogFailure(category?.id ?? null);

  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    if (!category) return;
    refusal.clear();
    try {
      await remove.mutateAsync(category.id);
      notifySuccess(adminT('admin.categories.deleted'));
      onClose();
    } catch (error) {
      const failed = adminT('admin.categories.deleteFailed');
      refusal.report({ message: errorMessage(error, failed) });
      notifyError(failed, error, failed);
    }
  };

  return (
    <AlertDialog
      open={category !== null}
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminT('admin.categories.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {category ? deleteCategoryDescription(category) : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {refusal.failure ? <DialogAlert {...refusal.failure} /> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {refusal.failure ? adminT('admin.categories.close') : adminT('admin.categories.cancel')}
          </AlertDialogCancel>
          {refusal.failure ? null : (
            <AlertDialogAction destructive disabled={remove.isPending} onClick={confirm}>
              {remove.isPending
                ? adminT('admin.categories.deleting')
                : adminT('admin.categories.deleteConfirm')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
