import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Workflow, WorkflowInput } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/lib/i18n/admin-workflows-t';
import { useDialogSubmit } from '@web/lib/use-dialog-submit';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { DialogAlert } from '@web/ui/dialog-alert';
import { FormDialogFooter } from '@web/ui/form-dialog-footer';
import { useCreateWorkflow } from './use-create-workflow';
import { useUpdateWorkflow } from './use-update-workflow';
import { WorkflowFields } from './workflow-fields';
import {
  emptyWorkflowValues,
  valuesOf,
  workflowFieldNames,
  workflowFormResolver,
  type WorkflowFormValues,
} from './workflow-form-values';

interface WorkflowFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The workflow to edit; null creates one. */
  workflow: Workflow | null;
}

/**
 * Create or edit a workflow (000 §5): title required, duration 5-120 (15 when left empty), days only
 * for a weekly workflow (changing the type clears them), reminder 09:00 by default, content items
 * from published content.
 */
export function WorkflowFormDialog({ open, onOpenChange, workflow }: WorkflowFormDialogProps) {
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const form = useForm<WorkflowFormValues, unknown, WorkflowInput>({
    resolver: workflowFormResolver,
    defaultValues: emptyWorkflowValues,
  });

  useEffect(() => {
    if (open) form.reset(workflow ? valuesOf(workflow) : emptyWorkflowValues);
  }, [open, workflow, form]);

  const dialog = useDialogSubmit({
    form,
    open,
    onOpenChange,
    fieldNames: workflowFieldNames,
    failed: adminWorkflowsT(
      workflow ? 'adminWorkflows.toast.updateFailed' : 'adminWorkflows.toast.createFailed',
    ),
    saved: adminWorkflowsT(
      workflow ? 'adminWorkflows.toast.updated' : 'adminWorkflows.toast.created',
    ),
    send: (input) =>
      workflow ? update.mutateAsync({ id: workflow.id, input }) : create.mutateAsync(input),
  });

  return (
    <Dialog open={open} onOpenChange={dialog.onDialogOpenChange}>
      <DialogContent className="max-w-2xl">
        {dialog.prompt}
        <DialogHeader>
          <DialogTitle>
            {workflow
              ? adminWorkflowsT('adminWorkflows.editTitle')
              : adminWorkflowsT('adminWorkflows.createTitle')}
          </DialogTitle>
          <DialogDescription>{adminWorkflowsT('adminWorkflows.formDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={dialog.onSubmit} noValidate className="grid min-w-0 gap-4">
          {dialog.failure ? <DialogAlert {...dialog.failure} /> : null}
          <WorkflowFields form={form} />
          <FormDialogFooter
            isSubmitting={dialog.isSubmitting}
            onCancel={dialog.cancel}
            cancelLabel={adminWorkflowsT('adminWorkflows.cancel')}
            submitLabel={adminWorkflowsT(
              workflow ? 'adminWorkflows.save' : 'adminWorkflows.createTitle',
            )}
            savingLabel={adminWorkflowsT('adminWorkflows.saving')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
