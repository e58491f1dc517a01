import { useEffect, useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { weekdays, workflowCategories, workflowTypes, type WorkflowType } from '@contracts/enums';
import type { Workflow, WorkflowInput } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/lib/i18n/admin-workflows-t';
import { localizeMessage } from '@web/lib/i18n/localize-message';
import { useDialogSubmit } from '@web/lib/use-dialog-submit';
import { categoryLabel, typeLabel } from '@web/lib/workflow-labels';
import { Button } from '@web/ui/button';
import { Checkbox } from '@web/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/ui/dialog';
import { DialogAlert } from '@web/ui/dialog-alert';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { SelectField } from '@web/ui/select-field';
import { Switch } from '@web/ui/switch';
import { Textarea } from '@web/ui/textarea';
import { ContentPicker } from './content-picker';
import { useCreateWorkflow } from './use-create-workflow';
import { useUpdateWorkflow } from './use-update-workflow';
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

const typeOptions = workflowTypes.map((value) => ({ value, label: typeLabel(value) }));
const categoryOptions = workflowCategories.map((value) => ({
  value,
  label: categoryLabel(value),
}));
const dayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

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
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'workflowType' });
  const daysId = useId();
  const reminderId = useId();
  const activeId = useId();

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
  const { isSubmitting } = dialog;

  const changeType = (next: string) => {
    form.setValue('workflowType', next as WorkflowType, { shouldDirty: true });
    // 000 §5: changing the type clears the chosen days.
    form.setValue('frequencyDays', [], { shouldDirty: true });
    form.clearErrors('frequencyDays');
  };

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
          <FormField
            label={adminWorkflowsT('adminWorkflows.field.title')}
            error={errors.title?.message}
          >
            <Input required autoComplete="off" maxLength={200} {...form.register('title')} />
          </FormField>
          <FormField
            label={adminWorkflowsT('adminWorkflows.field.description')}
            error={errors.description?.message}
          >
            <Textarea rows={3} maxLength={2000} {...form.register('description')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="workflowType"
              render={({ field }) => (
                <SelectField
                  label={adminWorkflowsT('adminWorkflows.field.type')}
                  value={field.value}
                  onValueChange={changeType}
                  options={typeOptions}
                  error={errors.workflowType?.message}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <SelectField
                  label={adminWorkflowsT('adminWorkflows.field.category')}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={categoryOptions}
                  error={errors.category?.message}
                  triggerRef={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            />
          </div>
          {type === 'weekly' ? (
            <Controller
              control={form.control}
              name="frequencyDays"
              render={({ field }) => (
                <fieldset
                  className="grid min-w-0 gap-2"
                  aria-describedby={errors.frequencyDays ? `${daysId}-error` : `${daysId}-hint`}
                >
                  <legend className="mb-1 text-sm font-medium">
                    {adminWorkflowsT('adminWorkflows.field.days')}
                  </legend>
                  <div className="flex flex-wrap gap-x-4 gap-y-2">
                    {weekdays.map((day) => (
                      <label key={day} className="flex items-center gap-2 text-sm">
                        <Checkbox
                          checked={field.value.includes(day)}
                          onCheckedChange={(checked) =>
                            field.onChange(
                              checked === true
                                ? weekdays.filter((d) => d === day || field.value.includes(d))
                                : field.value.filter((d) => d !== day),
                            )
                          }
                        />
                        {dayName(day)}
                      </label>
                    ))}
                  </div>
                  {errors.frequencyDays ? (
                    <p id={`${daysId}-error`} className="text-xs font-medium text-destructive">
                      {localizeMessage(errors.frequencyDays.message ?? '')}
                    </p>
                  ) : (
                    <p id={`${daysId}-hint`} className="text-xs text-muted-foreground">
                      {adminWorkflowsT('adminWorkflows.field.daysHint')}
                    </p>
                  )}
                </fieldset>
              )}
            />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={adminWorkflowsT('adminWorkflows.field.duration')}
              hint={adminWorkflowsT('adminWorkflows.field.durationHint')}
              error={errors.durationMinutes?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={5}
                max={120}
                {...form.register('durationMinutes')}
              />
            </FormField>
            <FormField
              label={adminWorkflowsT('adminWorkflows.field.reminderTime')}
              error={errors.reminderTime?.message}
            >
              <Input type="time" {...form.register('reminderTime')} />
            </FormField>
          </div>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            <Controller
              control={form.control}
              name="reminderEnabled"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Switch id={reminderId} checked={field.value} onCheckedChange={field.onChange} />
                  <label htmlFor={reminderId} className="text-sm font-medium">
                    {adminWorkflowsT('adminWorkflows.field.reminderEnabled')}
                  </label>
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="isActive"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Switch id={activeId} checked={field.value} onCheckedChange={field.onChange} />
                  <label htmlFor={activeId} className="text-sm font-medium">
                    {adminWorkflowsT('adminWorkflows.field.active')}
                  </label>
                </div>
              )}
            />
          </div>
          <Controller
            control={form.control}
            name="contentItems"
            render={({ field }) => (
              <ContentPicker
                value={field.value}
                onChange={(ids) => {
                  field.onChange(ids);
                  form.clearErrors('contentItems');
                }}
                error={errors.contentItems?.message}
              />
            )}
          />
          <DialogFooter className="pt-2">
            <Button variant="outline" disabled={isSubmitting} onClick={dialog.cancel}>
              {adminWorkflowsT('adminWorkflows.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting
                ? adminWorkflowsT('adminWorkflows.saving')
                : workflow
                  ? adminWorkflowsT('adminWorkflows.save')
                  : adminWorkflowsT('adminWorkflows.createTitle')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
