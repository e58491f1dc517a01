import { z } from 'zod';
import { automationAction, automationContentType, automationLogStatus, voicePreset } from './enums';

export const automationLogsShown = 20;

export const automationSetting = z.object({
  contentType: automationContentType,
  isAutomated: z.boolean(),
  /** HH:MM, UTC. */
  generationTime: z.string(),
  aiPromptTemplate: z.string(),
  isAudioEnabled: z.boolean(),
  voicePreference: voicePreset,
  updatedAt: z.string(),
});
export type AutomationSetting = z.infer<typeof automationSetting>;

export const automationSettingUpdate = z
  .strictObject({
    isAutomated: z.boolean(),
    generationTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 06:00'),
    aiPromptTemplate: z
      .string()
      .trim()
      .max(4000, 'The prompt template must be at most 4,000 characters'),
    isAudioEnabled: z.boolean(),
    voicePreference: voicePreset,
  })
  .partial();
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
});
