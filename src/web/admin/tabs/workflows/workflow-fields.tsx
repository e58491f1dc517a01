import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { workflowCategories, workflowTypes, type WorkflowType } from '@contracts/enum-values';
import { workflowStepPauseMax, type WorkflowInput } from '@contracts/workflows';
import { adminWorkflowsT } from '@web/admin/i18n/admin-workflows-t';
import { categoryLabel, typeLabel } from '@web/features/workflows';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { SelectField } from '@web/ui/select-field';
import { Textarea } from '@web/ui/textarea';
import { ContentPicker } from './content-picker';
import { WorkflowDaysField } from './workflow-days-field';
import type { WorkflowFormValues } from './workflow-form-values';
import { WorkflowToggle } from './workflow-toggle';

const typeOptions = workflowTypes.map((value) => ({ value, label: typeLabel(value) }));
const categoryOptions = workflowCategories.map((value) => ({
  value,
  label: categoryLabel(value),
}));

const wholeNumber = { type: 'number', inputMode: 'numeric' } as const;

/**
 * A workflow's fields (000 §5): title, description, type and category, the days of a weekly one,
 * duration, the pause between steps of an audio-guided session and reminder, the two switches and
 * the content items.
 */
export function WorkflowFields({
  form,
}: {
  form: UseFormReturn<WorkflowFormValues, unknown, WorkflowInput>;
}) {
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'workflowType' });
  const changeType = (next: string) => {
    form.setValue('workflowType', next as WorkflowType, { shouldDirty: true });
    // 000 §5: changing the type clears the chosen days.
    form.setValue('frequencyDays', [], { shouldDirty: true });
    form.clearErrors('frequencyDays');
  };

  return (
    <>
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
            <WorkflowDaysField
              value={field.value}
              onChange={field.onChange}
              error={errors.frequencyDays ? (errors.frequencyDays.message ?? '') : undefined}
            />
          )}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={adminWorkflowsT('adminWorkflows.field.duration')}
          hint={adminWorkflowsT('adminWorkflows.field.durationHint')}
          error={errors.durationMinutes?.message}
        >
          <Input {...wholeNumber} min={5} max={120} {...form.register('durationMinutes')} />
        </FormField>
        <FormField
          label={adminWorkflowsT('adminWorkflows.field.stepPause')}
          hint={adminWorkflowsT('adminWorkflows.field.stepPauseHint')}
          error={errors.stepPauseSeconds?.message}
        >
          <Input
            {...wholeNumber}
            min={0}
            max={workflowStepPauseMax}
            {...form.register('stepPauseSeconds')}
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
            <WorkflowToggle
              label={adminWorkflowsT('adminWorkflows.field.reminderEnabled')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <WorkflowToggle
              label={adminWorkflowsT('adminWorkflows.field.active')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
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
    </>
  );
}
