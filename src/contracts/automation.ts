import { z } from 'zod';
import {
  automationAction,
  automationContentType,
  automationDraftStatus,
  automationLogStatus,
  automationReviewMode,
  language,
  unreviewedOutcome,
  voicePreset,
} from './enums';

export const automationLogsShown = 20;

export const automationSetting = z.object({
  contentType: automationContentType,
  isAutomated: z.boolean(),
  /** HH:MM, UTC. */
  generationTime: z.string(),
  aiPromptTemplate: z.string(),
  isAudioEnabled: z.boolean(),
  voicePreference: voicePreset,
  /** Publish a scheduled run at once, or hold it for review (decision 053). */
  reviewMode: automationReviewMode,
  /** HH:MM, UTC: when a held draft of the day publishes (approved, or unreviewed by the outcome). */
  publishTime: z.string(),
  /** What a held draft nobody reviewed becomes at its publish time. */
  unreviewedOutcome,
  updatedAt: z.string(),
});
export type AutomationSetting = z.infer<typeof automationSetting>;

const promptTemplate = z
  .string()
  .trim()
  .max(4000, 'The prompt template must be at most 4,000 characters');

const wallClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 06:00');

export const automationSettingUpdate = z
  .strictObject({
    isAutomated: z.boolean(),
    generationTime: wallClockTime,
    aiPromptTemplate: promptTemplate,
    isAudioEnabled: z.boolean(),
    voicePreference: voicePreset,
    reviewMode: automationReviewMode,
    publishTime: wallClockTime,
    unreviewedOutcome,
  })
  .partial();

/** A held draft's publish time must leave time to review it (checked on the saved whole). */
export const publishTimeTooEarly = 'Choose a publish time after the generation time';
export type AutomationSettingUpdate = z.infer<typeof automationSettingUpdate>;

export const automationLog = z.object({
  id: z.string(),
  contentType: automationContentType,
  action: automationAction,
  testRun: z.boolean(),
  status: automationLogStatus,
  errorMessage: z.string().nullable(),
  contentId: z.string().nullable(),
  executionTimeMs: z.number().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AutomationLog = z.infer<typeof automationLog>;

export const testRunInput = z.strictObject({
  contentType: automationContentType.default('daily_psalm'),
  /**
   * The prompt template to try, as the card shows it (saved or not); the saved one when left out.
   * Only this run uses it: the schedule keeps the saved template.
   */
  aiPromptTemplate: promptTemplate.optional(),
});
export type TestRunInput = z.infer<typeof testRunInput>;

/** A scheduled run held for review, or a test run's result, as the AI Auto tab's queue shows it. */
export const automationDraft = z.object({
  id: z.string(),
  contentType: automationContentType,
  contentId: z.string(),
  /** The day it was generated for (YYYY-MM-DD, UTC). */
  forDate: z.string(),
  language,
  status: automationDraftStatus,
  title: z.string(),
  text: z.string(),
  audioUrl: z.string().nullable(),
  /** When it publishes: approved, or by the unreviewed outcome. */
  publishAt: z.string(),
  createdAt: z.string(),
  /** Who made it: the schedule (null), or the staff member who test-ran or regenerated it. */
  createdBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** What wrote it: the text provider's label ("Offline composer", a model…). */
  writtenBy: z.string(),
  /** A test run's result: staff decide it, and approved it publishes at once. */
  testRun: z.boolean(),
});
export type AutomationDraft = z.infer<typeof automationDraft>;

/** Approve, with the staff member's edits when they changed the text ("Edit then approve"). */
export const approveDraftInput = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be at most 200 characters')
    .optional(),
  text: z
    .string()
    .trim()
    .min(1, 'The text is required')
    .max(20000, 'Content must be at most 20,000 characters')
    .optional(),
});
export type ApproveDraftInput = z.infer<typeof approveDraftInput>;

/**
 * The AI Auto tab's "Hear this voice": a voice preset and the language of the sample sentence it
 * reads (decision 074).
 */
export const voiceSampleQuery = z.strictObject({
  voice: voicePreset,
  language: language.default('en'),
});
export type VoiceSampleQuery = z.infer<typeof voiceSampleQuery>;
