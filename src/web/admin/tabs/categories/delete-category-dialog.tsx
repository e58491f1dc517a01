import type { Category } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { ConfirmDeleteDialog } from '@web/ui/confirm-delete-dialog';
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
 * old, so Delete stays and the server decides); its refusal is final, so the dialog then offers Close.
 */
export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  return (
    <ConfirmDeleteDialog
      targetId={category?.id ?? null}
      description={category ? deleteCategoryDescription(category) : null}
      texts={{
        title: adminT('admin.categories.deleteTitle'),
        cancel: adminT('admin.categories.cancel'),
        close: adminT('admin.categories.close'),
        confirm: adminT('admin.categories.deleteConfirm'),
        pending: adminT('admin.categories.deleting'),
        deleted: adminT('admin.categories.deleted'),
        failed: adminT('admin.categories.deleteFailed'),
      }}
      pending={remove.isPending}
      onConfirm={(id) => remove.mutateAsync(id)}
      onClose={onClose}
    />
  );
}
