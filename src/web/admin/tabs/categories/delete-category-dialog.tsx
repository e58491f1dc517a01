import { useState, type MouseEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import type { Category } from '../../../../contracts/content';
import { errorMessage } from '../../../lib/api-error';
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
import { useDeleteCategory } from './use-delete-category';

interface DeleteCategoryDialogProps {
  /** The category to delete; null keeps the dialog closed. */
  category: Category | null;
  onClose: () => void;
}

/**
 * 000 §9: deleting a category asks first. A category that still has content is refused by the
 * server (409); its message stays in the dialog so the person knows what to do.
 */
export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    if (!category) return;
    setRefusal(null);
    try {
      await remove.mutateAsync(category.id);
      notifySuccess(adminT('admin.categories.deleted'));
      close();
    } catch (error) {
      const failed = adminT('admin.categories.deleteFailed');
      setRefusal(errorMessage(error, failed));
      notifyError(failed, error, failed);
    }
  };

  return (
    <AlertDialog open={category !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminT('admin.categories.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {adminT('admin.categories.deleteDescription', { name: category?.name ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {refusal ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{refusal}</span>
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {refusal ? adminT('admin.categories.close') : adminT('admin.categories.cancel')}
          </AlertDialogCancel>
          {refusal ? null : (
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
