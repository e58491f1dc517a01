// The closed value sets of the product (000 and 001, sections 3, 4 and 9). The database schema uses
// the same arrays for its CHECK constraints, so a value is valid in a form exactly when the table
// accepts it. Order matters where it is shown to people (first four journal categories, first six
// moods on the journal sidebar).

/** Content difficulty; badge colours green, yellow, red in this order. */
export const difficultyLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type DifficultyLevel = (typeof difficultyLevels)[number];

/** Content types that can be generated automatically (one automation setting each). */
export const automationContentTypes = [
  'daily_psalm',
  'daily_prayer',
  'daily_meditation',
  'scripture_reflection',
  'journal_prompt',
  'weekly_workflow',
] as const;
export type AutomationContentType = (typeof automationContentTypes)[number];

/**
 * What an automation log row records: a generation, the psalm cleanup, or what became of a draft
 * held for review when its publish time came (decision 053).
 */
export const automationActions = [
  'generate',
  'cleanup',
  'publish',
  'publish_unreviewed',
  'skip_unreviewed',
] as const;

/** After a scheduled run: publish at once (as always), or hold the draft for staff to review. */
export const automationReviewModes = ['publish', 'hold'] as const;
export type AutomationReviewMode = (typeof automationReviewModes)[number];

/** What a held draft nobody reviewed becomes at its publish time. */
export const unreviewedOutcomes = ['publish', 'skip'] as const;
export type UnreviewedOutcome = (typeof unreviewedOutcomes)[number];

/**
 * A held draft: held (waiting) → approved (waits for its time) → published; or rejected, skipped
 * (nobody reviewed it, or its day already had one) or replaced (regenerated).
 */
export const automationDraftStatuses = [
  'held',
  'approved',
  'published',
  'rejected',
  'skipped',
  'replaced',
] as const;
export type AutomationDraftStatus = (typeof automationDraftStatuses)[number];
/** The statuses of a draft still in the review queue. */
export const openDraftStatuses = ['held', 'approved'] as const satisfies AutomationDraftStatus[];

/** Automation log: pending (default) → generating → completed | failed. */
export const automationLogStatuses = ['pending', 'generating', 'completed', 'failed'] as const;
export type AutomationLogStatus = (typeof automationLogStatuses)[number];

export const workflowTypes = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type WorkflowType = (typeof workflowTypes)[number];

export const workflowCategories = [
  'prayer',
  'meditation',
  'study',
  'reflection',
  'service',
] as const;
export type WorkflowCategory = (typeof workflowCategories)[number];

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
export type Weekday = (typeof weekdays)[number];

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
export type JournalCategory = (typeof journalCategories)[number];

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
export type JournalMood = (typeof journalMoods)[number];

/** Post types a person may choose when writing a post. */
export const userPostTypes = ['reflection', 'prayer_request', 'testimony', 'question'] as const;
export type UserPostType = (typeof userPostTypes)[number];

/** Every post type; content_share is made by the system when content is shared. */
export const postTypes = [...userPostTypes, 'content_share'] as const;
export type PostType = (typeof postTypes)[number];

export const likeTargetTypes = ['post', 'comment'] as const;
export type LikeTargetType = (typeof likeTargetTypes)[number];

export const activityTypes = ['post_created', 'comment_added', 'content_shared'] as const;
export type ActivityType = (typeof activityTypes)[number];

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
export type PsalmTheme = (typeof psalmThemes)[number];

/** Content types a user sets delivery preferences for (and premium may restrict). */
export const userContentTypes = [
  'daily_psalm',
  'daily_prayer',
  'daily_meditation',
  'scripture_reflection',
  'journal_prompt',
] as const;
export type UserContentType = (typeof userContentTypes)[number];

export const denominations = [
  'catholic',
  'protestant',
  'orthodox',
  'evangelical',
  'other',
] as const;
export type Denomination = (typeof denominations)[number];

export const prayerFocuses = ['healing', 'guidance', 'gratitude', 'peace', 'strength'] as const;
export type PrayerFocus = (typeof prayerFocuses)[number];

export { languages, type Language } from './languages';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

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
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Billing plans offered on the subscription page (checkout body plan). */
export const subscriptionPlans = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];

/** Post reports in the moderation queue. */
export const reportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

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
export type VoicePreset = (typeof voicePresets)[number];
export const defaultVoice: VoicePreset = 'onyx';
