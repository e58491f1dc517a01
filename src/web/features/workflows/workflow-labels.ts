import type { Weekday, WorkflowCategory, WorkflowType } from '@contracts/enum-values';
import { weekdays } from '@contracts/enum-values';
import { workflowsT } from './i18n/workflows-t';

export const typeLabel = (type: WorkflowType) => workflowsT(`workflows.type.${type}`);
export const categoryLabel = (category: WorkflowCategory) =>
  workflowsT(`workflows.category.${category}`);

/** Chosen days in week order (Sun first, as the enum), short names: "Mon, Fri". */
export const daysLabel = (days: readonly Weekday[]) =>
  weekdays
    .filter((day) => days.includes(day))
    .map((day) => workflowsT(`workflows.day.${day}`))
    .join(', ');
