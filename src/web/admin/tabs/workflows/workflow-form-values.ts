import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Weekday, WorkflowCategory, WorkflowType } from '@contracts/enum-values';
import {
  workflowDefaultDuration,
  workflowDefaultReminder,
  workflowDefaultStepPause,
  workflowInput,
  type Workflow,
  type WorkflowInput,
} from '@contracts/workflows';

/**
 * What the dialog edits: the duration as typed (it falls back to 15 when not a number), and the
 * pause between steps as typed (5 when left empty).
 */
export interface WorkflowFormValues {
  title: string;
  description: string;
  workflowType: WorkflowType;
  category: WorkflowCategory;
  frequencyDays: Weekday[];
  durationMinutes: string;
  stepPauseSeconds: string;
  reminderTime: string;
  reminderEnabled: boolean;
  isActive: boolean;
  contentItems: string[];
}

export const workflowFieldNames = [
  'title',
  'description',
  'workflowType',
  'category',
  'frequencyDays',
  'durationMinutes',
  'stepPauseSeconds',
  'reminderTime',
  'reminderEnabled',
  'isActive',
  'contentItems',
] as const satisfies readonly (keyof WorkflowFormValues)[];

/** A new workflow: the spec's defaults (daily, prayer, 15 minutes, reminder 09:00), 5 s pauses. */
export const emptyWorkflowValues: WorkflowFormValues = {
  title: '',
  description: '',
  workflowType: 'daily',
  category: 'prayer',
  frequencyDays: [],
  durationMinutes: String(workflowDefaultDuration),
  stepPauseSeconds: String(workflowDefaultStepPause),
  reminderTime: workflowDefaultReminder,
  reminderEnabled: false,
  isActive: true,
  contentItems: [],
};

export const valuesOf = (workflow: Workflow): WorkflowFormValues => ({
  title: workflow.title,
  description: workflow.description ?? '',
  workflowType: workflow.workflowType,
  category: workflow.category,
  frequencyDays: [...workflow.frequencyDays],
  durationMinutes: String(workflow.durationMinutes),
  stepPauseSeconds: String(workflow.stepPauseSeconds),
  reminderTime: workflow.reminderTime,
  reminderEnabled: workflow.reminderEnabled,
  isActive: workflow.isActive,
  contentItems: [...workflow.contentItems],
});

type Checked =
  | { ok: true; input: WorkflowInput }
  | { ok: false; fields: Partial<Record<keyof WorkflowFormValues, string>> };

/** The pause as sent: a number (NaN when not one, which the schema refuses), 5 when empty. */
const pauseOf = (typed: string) =>
  typed.trim() === '' ? workflowDefaultStepPause : Number(typed.trim());

/** The same rules as the server (the contract's schema), with a message per field. */
export function checkWorkflowValues(values: WorkflowFormValues): Checked {
  const result = workflowInput.safeParse({
    ...values,
    description: values.description.trim() ? values.description : null,
    stepPauseSeconds: pauseOf(values.stepPauseSeconds),
  });
  if (result.success) return { ok: true, input: result.data };
  const fields: Partial<Record<keyof WorkflowFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0] as keyof WorkflowFormValues | undefined;
    if (name && !fields[name]) fields[name] = issue.message;
  }
  return { ok: false, fields };
}

/** The rules above as react-hook-form's resolver: a message per field, or the input to send. */
export const workflowFormResolver: Resolver<WorkflowFormValues, unknown, WorkflowInput> = (
  values,
) => {
  const checked = checkWorkflowValues(values);
  if (checked.ok) return { values: checked.input, errors: {} };
  const errors: FieldErrors<WorkflowFormValues> = {};
  for (const name of workflowFieldNames) {
    const message = checked.fields[name];
    if (message) errors[name] = { type: 'rule', message };
  }
  return { values: {}, errors };
};
