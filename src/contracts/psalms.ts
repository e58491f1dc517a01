import { z } from 'zod';
import { language, psalmTheme, voicePreset } from './enums';
import { widgetSizes } from './widget-sizes';

export const psalmPromptMissing = 'Please enter a prompt for the psalm';
export const psalmNotGenerated = 'Please generate a psalm first';
export const noPsalmGenerated = 'No psalm was generated';
export const featuredExcerptLength = 120;
export const widgetExcerptLength = 150;
export const recentPsalmsCount = 5;

const isoDate = z.iso.date('Please choose a date');

export const generatePsalmInput = z.strictObject({
  prompt: z
    .string()
    .trim()
    .min(1, psalmPromptMissing)
    .max(2000, 'The prompt must be at most 2,000 characters'),
  theme: psalmTheme,
  date: isoDate,
  /**
   * The language to write it in (en, pt, es; English when left out). Each language has its own
   * daily psalm: members read the one of their profile's language (docs/decisions/031).
   */
  language: language.default('en'),
});
export type GeneratePsalmInput = z.input<typeof generatePsalmInput>;

export const generatedPsalm = z.object({ title: z.string(), generatedPsalm: z.string() });
export type GeneratedPsalm = z.infer<typeof generatedPsalm>;

export const savePsalmInput = generatePsalmInput.extend({
  title: z.string().trim().min(1, 'Title is required').max(200),
  generatedPsalm: z.string().trim().min(1, psalmNotGenerated).max(20_000),
  /** Narrate it before saving (the voice provider runs first; nothing is saved if it fails). */
  narrate: z.boolean().default(false),
  voice: voicePreset.default('onyx'),
});
export type SavePsalmInput = z.input<typeof savePsalmInput>;

export const recentPsalm = z.object({
  id: z.string(),
  title: z.string(),
  psalmDate: z.string().nullable(),
  psalmTheme: psalmTheme.nullable(),
  /** The language it is written in. */
  language,
  createdAt: z.string(),
  audioUrl: z.string().nullable(),
  /** False for a test run's draft. */
  isPublished: z.boolean(),
});
export type RecentPsalm = z.infer<typeof recentPsalm>;

export const featuredPsalm = z.object({
  id: z.string(),
  title: z.string(),
  psalmDate: z.string(),
  psalmTheme: psalmTheme.nullable(),
  /** The reader's language, or English on a day that has no psalm in it. */
  language,
  /** The first 120 characters of the text. */
  excerpt: z.string(),
  /** Whether the text goes on past the excerpt (the card then ends it with an ellipsis). */
  excerptIsPartial: z.boolean(),
  audioUrl: z.string().nullable(),
});
export type FeaturedPsalm = z.infer<typeof featuredPsalm>;

export const psalmStats = z.object({
  today: z.number().int(),
  last7Days: z.number().int(),
  last30Days: z.number().int(),
  recentDailyCounts: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type PsalmStats = z.infer<typeof psalmStats>;

export const cleanupResult = z.object({ deleted: z.number().int(), message: z.string() });

/** 001 §9: readers narrate today's psalm in one voice, onyx (staff pick voices in AI Auto). */
export const generateAudioInput = z.strictObject({
  voice: z.literal('onyx', { error: 'Psalms are narrated in the onyx voice' }).default('onyx'),
});

export const audioResult = z.object({ audioUrl: z.string(), audioGenerated: z.literal(true) });

export { widgetSizes };
export const widgetSize = z.object({
  size: z.enum(['small', 'medium', 'large']),
  columns: z.number().int(),
  rows: z.number().int(),
});

/** GET /api/latest-content: what home-screen widgets show. */
export const widgetData = z.object({
  widgetId: z.string(),
  title: z.string(),
  content: z.string(),
  audioUrl: z.string().nullable(),
  date: z.string(),
  duration: z.string(),
  /** The sizes the widget comes in; each lays out the same data. */
  sizes: z.array(widgetSize),
});
export type WidgetData = z.infer<typeof widgetData>;

/** Today's psalm as the Psalm page shows it. */
export const dailyPsalm = z.object({
  id: z.string(),
  title: z.string(),
  psalmDate: z.string(),
  psalmTheme: psalmTheme.nullable(),
  /**
   * The language it is written in: the reader's profile language, or English when the day has no
   * psalm in theirs (the page may then say so).
   */
  language,
  text: z.string(),
  audioUrl: z.string().nullable(),
  /** Whether it has been narrated (true even when audioUrl is kept from a free member). */
  audioGenerated: z.boolean(),
  /** Who reads it, when its audio is a recording staff uploaded (decision 072); else null. */
  readBy: z.string().nullable(),
  /**
   * True when the Access rules keep audio from this reader (audio_enabled_free off): listening and
   * narrating are premium for them, so the page shows the upgrade, not the player or Generate Audio.
   */
  audioPremiumOnly: z.boolean(),
  createdAt: z.string(),
});
export type DailyPsalm = z.infer<typeof dailyPsalm>;
export const todayPsalm = z.object({ date: z.string(), psalm: dailyPsalm.nullable() });
export type TodayPsalm = z.infer<typeof todayPsalm>;
