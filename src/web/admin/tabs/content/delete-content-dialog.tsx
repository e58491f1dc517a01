import type { ContentListItem } from '@contracts/content';
import { adminT } from '@web/admin/i18n/admin-t';
import { ConfirmDeleteDialog } from '@web/ui/confirm-delete-dialog';
import { useDeleteContent } from './use-delete-content';

interface DeleteContentDialogProps {
  /** The item to delete; null keeps the dialog closed. */
  item: ContentListItem | null;
  onClose: () => void;
}

/** 000 §9: deleting content asks for confirmation first; a failure may pass, so Delete stays. */
export function DeleteContentDialog({ item, onClose }: DeleteContentDialogProps) {
  const remove = useDeleteContent();
  return (
    <ConfirmDeleteDialog
      targetId={item?.id ?? null}
      description={adminT('admin.content.deleteDescription', { title: item?.title ?? '' })}
      texts={{
        title: adminT('admin.content.deleteTitle'),
        cancel: adminT('admin.content.cancel'),
        confirm: adminT('admin.content.deleteConfirm'),
        pending: adminT('admin.content.deleting'),
        deleted: adminT('admin.content.deleted'),
        failed: adminT('admin.content.deleteFailed'),
        titledFailure: true,
      }}
      pending={remove.isPending}
      onConfirm={(id) => remove.mutateAsync(id)}
      onClose={onClose}
    />
  );
}
