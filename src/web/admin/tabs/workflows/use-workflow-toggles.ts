import type { Workflow } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { useUpdateWorkflow } from './use-update-workflow';

/** Pause/Activate and the reminders switch of one workflow, showing the asked-for value meanwhile. */
export function useWorkflowToggles(workflow: Workflow) {
  const update = useUpdateWorkflow();
  const { title } = workflow;
  const pending = update.isPending ? update.variables.input : null;
  const failed = adminWorkflowsT('adminWorkflows.toast.updateFailed');

  const toggleActive = () =>
    update.mutate(
      { id: workflow.id, input: { isActive: !workflow.isActive } },
      {
        onSuccess: (saved) =>
          notifySuccess(
            adminWorkflowsT(
              saved.isActive ? 'adminWorkflows.toast.activated' : 'adminWorkflows.toast.paused',
              { title },
            ),
          ),
        onError: (error) => notifyError(failed, error, failed),
      },
    );
  const toggleReminders = (next: boolean) =>
    update.mutate(
      { id: workflow.id, input: { reminderEnabled: next } },
      {
        onSuccess: () =>
          notifySuccess(
            adminWorkflowsT(
              next ? 'adminWorkflows.toast.remindersOn' : 'adminWorkflows.toast.remindersOff',
              { title },
            ),
          ),
        onError: (error) => notifyError(failed, error, failed),
      },
    );

  return {
    active: pending?.isActive ?? workflow.isActive,
    reminders: pending?.reminderEnabled ?? workflow.reminderEnabled,
    pending: update.isPending,
    pausing: update.isPending && pending?.isActive !== undefined,
    toggleActive,
    toggleReminders,
  };
}

export type WorkflowToggles = ReturnType<typeof useWorkflowToggles>;
