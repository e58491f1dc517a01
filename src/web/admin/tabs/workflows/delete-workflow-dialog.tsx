import type { Workflow } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { ConfirmDeleteDialog } from '@web/ui/confirm-delete-dialog';
import { useDeleteWorkflow } from './use-delete-workflow';

interface DeleteWorkflowDialogProps {
  /** The workflow to delete; null keeps the dialog closed. */
  workflow: Workflow | null;
  onClose: () => void;
}

/** 001 §6: deleting asks `Are you sure you want to delete "{title}"?` first. */
export function DeleteWorkflowDialog({ workflow, onClose }: DeleteWorkflowDialogProps) {
  const remove = useDeleteWorkflow();
  return (
    <ConfirmDeleteDialog
      targetId={workflow?.id ?? null}
      description={
        <>
          {adminWorkflowsT('adminWorkflows.deleteDescription', { title: workflow?.title ?? '' })}{' '}
          {adminWorkflowsT('adminWorkflows.deleteConsequence')}
        </>
      }
      texts={{
        title: adminWorkflowsT('adminWorkflows.deleteTitle'),
        cancel: adminWorkflowsT('adminWorkflows.cancel'),
        close: adminWorkflowsT('adminWorkflows.close'),
        confirm: adminWorkflowsT('adminWorkflows.deleteConfirm'),
        pending: adminWorkflowsT('adminWorkflows.deleting'),
        deleted: adminWorkflowsT('adminWorkflows.toast.deleted'),
        failed: adminWorkflowsT('adminWorkflows.toast.deleteFailed'),
      }}
      pending={remove.isPending}
      onConfirm={(id) => remove.mutateAsync(id)}
      onClose={onClose}
    />
  );
}
