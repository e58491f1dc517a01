import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Workflow, WorkflowInput } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { useDialogSubmit } from '@web/lib/use-dialog-submit';
import { FormDialog } from '@web/ui/form-dialog';
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
    <FormDialog
      open={open}
      dialog={dialog}
      title={adminWorkflowsT(workflow ? 'adminWorkflows.editTitle' : 'adminWorkflows.createTitle')}
      description={adminWorkflowsT('adminWorkflows.formDescription')}
      cancelLabel={adminWorkflowsT('adminWorkflows.cancel')}
      submitLabel={adminWorkflowsT(workflow ? 'adminWorkflows.save' : 'adminWorkflows.createTitle')}
      savingLabel={adminWorkflowsT('adminWorkflows.saving')}
      wide
    >
      <WorkflowFields form={form} />
    </FormDialog>
  );
}
