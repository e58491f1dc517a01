import type { WorkflowType } from '@contracts/enums';
import type { WeeklyProgress } from '@contracts/workflows';
import { addDays } from '@contracts/time';

// The member's local week and what a workflow expects of it (docs/decisions/014-workflows.md).

/** Monday to Sunday (ISO 8601) of the week holding `today` (YYYY-MM-DD). */
export function weekOf(today: string) {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = sunday
  const start = addDays(today, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}

/**
 * Days of practice a workflow expects in a week: daily 7; weekly its chosen days (at least 1);
 * monthly and custom once.
 */
export function expectedDays(type: WorkflowType, frequencyDays: readonly string[]) {
  if (type === 'daily') return 7;
  if (type === 'weekly') return Math.max(1, frequencyDays.length);
  return 1;
}

/** Days with a completed session this week over the days expected, capped at 100 %. */
export function weeklyProgress(
  type: WorkflowType,
  frequencyDays: readonly string[],
  completedDays: number,
): WeeklyProgress {
  const expected = expectedDays(type, frequencyDays);
  const done = Math.min(completedDays, expected);
  return {
    completedDays: done,
    expectedDays: expected,
    percentage: Math.round((100 * done) / expected),
  };
}
