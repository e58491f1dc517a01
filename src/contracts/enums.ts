import { z } from 'zod';
import { languages } from './languages';

// The closed value sets of the product (000 and 001, sections 3, 4 and 9). The database schema uses
// the same arrays for its CHECK constraints, so a value is valid in a form exactly when the table
// accepts it. Order matters where it is shown to people (first four journal categories, first six
// moods on the journal sidebar).

/** Content difficulty; badge colours green, yellow, red in this order. */
export const difficultyLevels = ['beginner', 'intermediate', 'advanced'] as const;
export const difficultyLevel = z.enum(difficultyLevels);
export type DifficultyLevel = z.infer<typeof difficultyLevel>;

/** Content types that can be generated automatically (one automation setting each). */
export const automationContentTypes = [
  'daily_psalm',
  'daily_prayer',
  'daily_meditation',
  'scripture_reflection',
  'journal_prompt',
  'weekly_workflow',
] as const;
export const automationContentType = z.enum(automationContentTypes);
export type AutomationContentType = z.infer<typeof automationContentType>;

/** What an automation log row records. */
export const automationActions = ['generate', 'cleanup'] as const;
export const automationAction = z.enum(automationActions);

/** Automation log: pending (default) → generating → completed | failed. */
export const automationLogStatuses = ['pending', 'generating', 'completed', 'failed'] as const;
export const automationLogStatus = z.enum(automationLogStatuses);
export type AutomationLogStatus = z.infer<typeof automationLogStatus>;

export const workflowTypes = ['daily', 'weekly', 'monthly', 'custom'] as const;
export const workflowType = z.enum(workflowTypes);
export type WorkflowType = z.infer<typeof workflowType>;

export const workflowCategories = [
  'prayer',
  'meditation',
  'study',
  'reflection',
  'service',
] as const;
export const workflowCategory = z.enum(workflowCategories);
export type WorkflowCategory = z.infer<typeof workflowCategory>;

/** Lowercase weekday names, indexed like Date.prototype.getDay() (0 = sunday). */
export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export const weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof weekday>;

export const journalCategories = [
  'reflection',
  'prayer',
  'gratitude',
  'worship',
  'study',
  'meditation',
  'testimony',
  'other',
] as const;
export const journalCategory = z.enum(journalCategories);
export type JournalCategory = z.infer<typeof journalCategory>;

export const journalMoods = [
  'peaceful',
  'joyful',
  'grateful',
  'hopeful',
  'contemplative',
  'struggling',
  'blessed',
  'seeking',
] as const;
export const journalMood = z.enum(journalMoods);
export type JournalMood = z.infer<typeof journalMood>;

/** Post types a person may choose when writing a post. */
export const userPostTypes = ['reflection', 'prayer_request', 'testimony', 'question'] as const;
export const userPostType = z.enum(userPostTypes);
export type UserPostType = z.infer<typeof userPostType>;

/** Every post type; content_share is made by the system when content is shared. */
export const postTypes = [...userPostTypes, 'content_share'] as const;
export const postType = z.enum(postTypes);
export type PostType = z.infer<typeof postType>;

export const likeTargetTypes = ['post', 'comment'] as const;
export const likeTargetType = z.enum(likeTargetTypes);
export type LikeTargetType = z.infer<typeof likeTargetType>;

export const activityTypes = ['post_created', 'comment_added', 'content_shared'] as const;
export const activityType = z.enum(activityTypes);
export type ActivityType = z.infer<typeof activityType>;

export const psalmThemes = [
  'praise',
  'gratitude',
  'guidance',
  'comfort',
  'protection',
  'forgiveness',
  'strength',
  'peace',
  'joy',
  'trust',
] as const;
export const psalmTheme = z.enum(psalmThemes);
export type PsalmTheme = z.infer<typeof psalmTheme>;

/** Content types a user sets delivery preferences for (and premium may restrict). */
export const userContentTypes = [
  'daily_psalm',
  'daily_prayer',
  'daily_meditation',
  'scripture_reflection',
  'journal_prompt',
] as const;
export const userContentType = z.enum(userContentTypes);
export type UserContentType = z.infer<typeof userContentType>;

export const denominations = [
  'catholic',
  'protestant',
  'orthodox',
  'evangelical',
  'other',
] as const;
export const denomination = z.enum(denominations);
export type Denomination = z.infer<typeof denomination>;

export const prayerFocuses = ['healing', 'guidance', 'gratitude', 'peace', 'strength'] as const;
export const prayerFocus = z.enum(prayerFocuses);
export type PrayerFocus = z.infer<typeof prayerFocus>;

export { languages, type Language } from './languages';
export const language = z.enum(languages);

export const themes = ['light', 'dark', 'system'] as const;
export const theme = z.enum(themes);
export type Theme = z.infer<typeof theme>;

/** Stripe's subscription statuses; premium means active (or trialing) with a period end ahead. */
export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export const subscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** Billing plans offered on the subscription page (checkout body plan). */
export const subscriptionPlans = ['monthly', 'yearly'] as const;
export const subscriptionPlan = z.enum(subscriptionPlans);
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** Post reports in the moderation queue. */
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export const reportStatus = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatus>;

/** The eight category colour presets; the first is the default colour of a new category. */
export const categoryColorPresets = [
  '#3B82F6',
  '#EF4444',
  '#10B981',
  '#F59E0B',
  '#8B5CF6',
  '#06B6D4',
  '#F97316',
  '#EC4899',
] as const;
export const defaultCategoryColor = categoryColorPresets[0];
/** Any six-digit hex colour (presets are suggestions, not a closed set). */
export const hexColorPattern = /^#[0-9A-Fa-f]{6}$/;

/** The eight preset narration voices offered in the automation settings; onyx is the default. */
export const voicePresets = [
  'onyx',
  'alloy',
  'ash',
  'coral',
  'echo',
  'fable',
  'nova',
  'shimmer',
] as const;
export const voicePreset = z.enum(voicePresets);
export type VoicePreset = z.infer<typeof voicePreset>;
export const defaultVoice: VoicePreset = 'onyx';
