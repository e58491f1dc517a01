import { z } from 'zod';
import {
  activityTypes,
  automationActions,
  automationContentTypes,
  automationDraftStatuses,
  automationLogStatuses,
  automationReviewModes,
  denominations,
  difficultyLevels,
  journalCategories,
  journalMoods,
  languages,
  likeTargetTypes,
  postTypes,
  prayerFocuses,
  psalmThemes,
  reportStatuses,
  subscriptionPlans,
  subscriptionStatuses,
  themes,
  unreviewedOutcomes,
  userContentTypes,
  userPostTypes,
  voicePresets,
  weekdays,
  workflowCategories,
  workflowTypes,
} from './enum-values';

// The value sets as zod schemas, for the API's validation; the values alone (and their types) are in
// enum-values.ts, which the browser's first screens import without evaluating zod.
export * from './enum-values';

export const difficultyLevel = z.enum(difficultyLevels);
export const automationContentType = z.enum(automationContentTypes);
export const automationAction = z.enum(automationActions);
export const automationLogStatus = z.enum(automationLogStatuses);
export const automationReviewMode = z.enum(automationReviewModes);
export const unreviewedOutcome = z.enum(unreviewedOutcomes);
export const automationDraftStatus = z.enum(automationDraftStatuses);
export const workflowType = z.enum(workflowTypes);
export const workflowCategory = z.enum(workflowCategories);
export const weekday = z.enum(weekdays);
export const journalCategory = z.enum(journalCategories);
export const journalMood = z.enum(journalMoods);
export const userPostType = z.enum(userPostTypes);
export const postType = z.enum(postTypes);
export const likeTargetType = z.enum(likeTargetTypes);
export const activityType = z.enum(activityTypes);
export const psalmTheme = z.enum(psalmThemes);
export const userContentType = z.enum(userContentTypes);
export const denomination = z.enum(denominations);
export const prayerFocus = z.enum(prayerFocuses);
export const language = z.enum(languages);
export const theme = z.enum(themes);
export const subscriptionStatus = z.enum(subscriptionStatuses);
export const subscriptionPlan = z.enum(subscriptionPlans);
export const reportStatus = z.enum(reportStatuses);
export const voicePreset = z.enum(voicePresets);
