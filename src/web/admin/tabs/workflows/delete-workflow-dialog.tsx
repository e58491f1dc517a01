import type { MouseEvent } from 'react';
import type { Workflow } from '@contracts/workflows';
import { errorMessage } from '@web/lib/api-error';
import { adminWorkflowsT } from '@web/lib/i18n/admin-workflows-t';
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
import { useDeleteWorkflow } from './use-delete-workflow';

interface DeleteWorkflowDialogProps {
  /** The workflow to delete; null keeps the dialog closed. */
  workflow: Workflow | null;
  onClose: () => void;
}

/** 001 §6: deleting asks `Are you sure you want to delete "{title}"?` first. */
export function DeleteWorkflowDialog({ workflow, onClose }: DeleteWorkflowDialogProps) {
  const remove = useDeleteWorkflow();
  const refusal = useDialogFailure(workflow?.id ?? null);

  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    if (!workflow) return;
    refusal.clear();
    const failed = adminWorkflowsT('adminWorkflows.toast.deleteFailed');
    try {
      await remove.mutateAsync(workflow.id);
      notifySuccess(adminWorkflowsT('adminWorkflows.toast.deleted'));
      onClose();
    } catch (error) {
      refusal.report({ message: errorMessage(error, failed) });
      notifyError(failed, error, failed);
    }
  };

  return (
    <AlertDialog
      open={workflow !== null}
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminWorkflowsT('adminWorkflows.deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>
            {adminWorkflowsT('adminWorkflows.deleteDescription', { title: workflow?.title ?? '' })}{' '}
            {adminWorkflowsT('adminWorkflows.deleteConsequence')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {refusal.failure ? <DialogAlert {...refusal.failure} /> : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>
            {refusal.failure
              ? adminWorkflowsT('adminWorkflows.close')
              : adminWorkflowsT('adminWorkflows.cancel')}
          </AlertDialogCancel>
          {refusal.failure ? null : (
            <AlertDialogAction destructive disabled={remove.isPending} onClick={confirm}>
              {remove.isPending
                ? adminWorkflowsT('adminWorkflows.deleting')
                : adminWorkflowsT('adminWorkflows.deleteConfirm')}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
