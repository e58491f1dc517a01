import { z } from 'zod';
import { weekday, workflowCategory, workflowType } from './enums';
import { page, pageQuery } from './pagination';
import { timeZone } from './time';

// Workflows (000 §3-§5, §9; 001 §2-§4): guided routines staff create and members practise in
// sessions. The rules and the definitions of the figures are in docs/decisions/014-workflows.md.

export const workflowTitleMax = 200;
export const workflowDescriptionMax = 2000;
export const workflowDurationMin = 5;
export const workflowDurationMax = 120;
export const workflowDefaultDuration = 15;
export const workflowDefaultReminder = '09:00';
export const workflowContentItemsMax = 50;
export const workflowNotesMax = 2000;
/** Silence between two steps of an audio-guided session, in seconds (decision 064). */
export const workflowStepPauseMax = 60;
export const workflowDefaultStepPause = 5;

export const titleRequiredMessage = 'Title is required';
export const durationRangeMessage = `Duration must be between ${workflowDurationMin} and ${workflowDurationMax} minutes`;
export const daysOnlyForWeeklyMessage = 'Days can be chosen only for a weekly workflow';
export const chooseADayMessage = 'Choose at least one day for a weekly workflow';
export const stepPauseRangeMessage = `The pause between steps must be between 0 and ${workflowStepPauseMax} seconds`;
export const onlyAdministratorsMessage = 'Only administrators can create/edit/delete workflows';

/**
 * The duration input (000 §5): 5 to 120 minutes; a missing, empty or unparsable value falls back to
 * 15, a number outside the range is refused.
 */
export function parseWorkflowDuration(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    if (Number.isFinite(parsed)) return parsed;
  }
  return workflowDefaultDuration;
}

export const workflowDuration = z.preprocess(
  parseWorkflowDuration,
  z
    .number()
    .int('Use whole minutes')
    .min(workflowDurationMin, durationRangeMessage)
    .max(workflowDurationMax, durationRangeMessage),
);

const reminderTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

const fields = {
  title: z
    .string(titleRequiredMessage)
    .trim()
    .min(1, titleRequiredMessage)
    .max(workflowTitleMax, `Title must be at most ${workflowTitleMax} characters`),
  description: z
    .string()
    .trim()
    .max(
      workflowDescriptionMax,
      `Description must be at most ${workflowDescriptionMax.toLocaleString('en-US')} characters`,
    )
    .nullish(),
  workflowType: z.enum(workflowType.options, 'Choose a type: daily, weekly, monthly or custom'),
  category: z.enum(
    workflowCategory.options,
    'Choose a category: prayer, meditation, study, reflection or service',
  ),
  frequencyDays: z
    .array(z.enum(weekday.options, 'Use weekday names like monday'))
    .max(7, 'At most seven days')
    .transform((days) => [...new Set(days)]),
  reminderTime,
  reminderEnabled: z.boolean('Use true or false'),
  isActive: z.boolean('Use true or false'),
  durationMinutes: workflowDuration,
  stepPauseSeconds: z
    .number(stepPauseRangeMessage)
    .int(stepPauseRangeMessage)
    .min(0, stepPauseRangeMessage)
    .max(workflowStepPauseMax, stepPauseRangeMessage),
  contentItems: z
    .array(z.uuid('Not a valid content id'))
    .max(workflowContentItemsMax, `At most ${workflowContentItemsMax} content items`)
    .transform((ids) => [...new Set(ids)]),
};

/** Days are for weekly workflows only, and a weekly one needs at least one. */
export function frequencyDaysProblem(type: string, days: readonly string[]): string | undefined {
  if (type !== 'weekly' && days.length > 0) return daysOnlyForWeeklyMessage;
  if (type === 'weekly' && days.length === 0) return chooseADayMessage;
  return undefined;
}

/** Create (staff): the spec's defaults are daily, prayer, active, 15 minutes, reminder 09:00 off. */
export const workflowInput = z
  .strictObject({
    ...fields,
    workflowType: fields.workflowType.default('daily'),
    category: fields.category.default('prayer'),
    frequencyDays: fields.frequencyDays.default([]),
    reminderTime: fields.reminderTime.default(workflowDefaultReminder),
    reminderEnabled: fields.reminderEnabled.default(false),
    isActive: fields.isActive.default(true),
    durationMinutes: fields.durationMinutes.default(workflowDefaultDuration),
    stepPauseSeconds: fields.stepPauseSeconds.default(workflowDefaultStepPause),
    contentItems: fields.contentItems.default([]),
  })
  .superRefine((input, ctx) => {
    const problem = frequencyDaysProblem(input.workflowType, input.frequencyDays);
    if (problem) ctx.addIssue({ code: 'custom', path: ['frequencyDays'], message: problem });
  });
export type WorkflowInput = z.input<typeof workflowInput>;

/**
 * Update (staff): only the fields named change. Changing the type away from weekly clears the days
 * (000 §5); the service checks the days against the resulting type.
 */
export const workflowUpdate = z
  .strictObject(fields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Change at least one field');
export type WorkflowUpdate = z.input<typeof workflowUpdate>;

export const workflow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  workflowType: workflowType,
  category: workflowCategory,
  isActive: z.boolean(),
  frequencyDays: z.array(weekday),
  reminderTime: z.string(),
  reminderEnabled: z.boolean(),
  durationMinutes: z.number().int(),
  stepPauseSeconds: z.number().int(),
  contentItems: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Workflow = z.infer<typeof workflow>;

/** The viewer's progress in their local week (decision 014). */
export const weeklyProgress = z.object({
  completedDays: z.number().int(),
  expectedDays: z.number().int(),
  percentage: z.number().int(),
});
export type WeeklyProgress = z.infer<typeof weeklyProgress>;

/** A workflow as a list shows it to the signed-in viewer, with their week's progress. */
export const workflowListItem = workflow.extend({ progress: weeklyProgress });
export type WorkflowListItem = z.infer<typeof workflowListItem>;

export const workflowListQuery = pageQuery.extend({
  /** Staff only (members see active workflows whatever they ask). */
  status: z.enum(['active', 'paused'], 'Use active or paused').optional(),
  category: z
    .enum(
      workflowCategory.options,
      'Choose a category: prayer, meditation, study, reflection or service',
    )
    .optional(),
  type: z.enum(workflowType.options, 'Choose a type: daily, weekly, monthly or custom').optional(),
  q: z.string().trim().max(200).optional(),
  timeZone: timeZone.optional(),
});
export type WorkflowListQuery = z.input<typeof workflowListQuery>;
export const workflowPage = page(workflowListItem);
export type WorkflowPage = z.infer<typeof workflowPage>;

export const workflowStatsQuery = z.object({ timeZone: timeZone.optional() });
export const workflowStats = z.object({
  /** Workflows the viewer can see (members: the active ones). */
  totalWorkflows: z.number().int(),
  /** Of those, the ones the viewer has practised (started a session) this local week. */
  activeWorkflows: z.number().int(),
  /** The viewer's completed sessions over started sessions, in whole percent (0 with none). */
  completionRate: z.number().int(),
  startedSessions: z.number().int(),
  completedSessions: z.number().int(),
  /** Distinct categories among the workflows the viewer can see. */
  categories: z.number().int(),
  today: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
});
export type WorkflowStats = z.infer<typeof workflowStats>;

// Sessions

export const startSessionInput = z.strictObject({
  /** Where the member is now: the session belongs to their local day. */
  timeZone: timeZone.optional(),
});
export type StartSessionInput = z.input<typeof startSessionInput>;

export const sessionProgressInput = z.strictObject({
  stepsDone: z
    .number('Use a number of steps')
    .int('Use a whole number of steps')
    .min(0, 'Steps cannot be negative'),
});
export type SessionProgressInput = z.input<typeof sessionProgressInput>;

export const completeSessionInput = z.strictObject({
  notes: z
    .string()
    .trim()
    .max(
      workflowNotesMax,
      `Notes must be at most ${workflowNotesMax.toLocaleString('en-US')} characters`,
    )
    .nullish(),
});
export type CompleteSessionInput = z.input<typeof completeSessionInput>;

/** One content item of a session, in the workflow's order, as the member may open it. */
export const sessionStep = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  text: z.string().nullable(),
  audioUrl: z.string().nullable(),
  durationMinutes: z.number(),
  category: z.string().nullable(),
  /**
   * True when description or text is only the opening of the item's (a free member's step): the
   * whole text is read by opening the item in the library (docs/decisions/033).
   */
  truncated: z.boolean(),
});
export type SessionStep = z.infer<typeof sessionStep>;

export const workflowSession = z.object({
  id: z.string(),
  workflowId: z.string(),
  sessionDate: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  completionPercentage: z.number().int(),
  notes: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
});
export type WorkflowSession = z.infer<typeof workflowSession>;

/** A session with its workflow and steps (the session view). */
export const workflowSessionDetail = workflowSession.extend({
  workflow: workflow.pick({
    id: true,
    title: true,
    description: true,
    category: true,
    workflowType: true,
    durationMinutes: true,
    stepPauseSeconds: true,
    isActive: true,
  }),
  steps: z.array(sessionStep),
  /** Steps done, derived from the completion percentage. */
  stepsDone: z.number().int(),
});
export type WorkflowSessionDetail = z.infer<typeof workflowSessionDetail>;

/** Start answers the session and whether an open one of the same day was reused. */
export const startedSession = workflowSession.extend({ reused: z.boolean() });
export type StartedSession = z.infer<typeof startedSession>;

/**
 * A step's narration for an audio-guided session: its own audio, or its text read aloud by the
 * voice provider once per version of the text and kept (decision 064).
 */
export const stepNarration = z.object({ audioUrl: z.string() });
export type StepNarration = z.infer<typeof stepNarration>;
