import { z } from 'zod';
import { defaultVoice } from './enum-values';
import {
  categoryColorPresets,
  difficultyLevel,
  hexColorPattern,
  psalmTheme,
  userContentType,
  voicePreset,
} from './enums';
import { page, pageQuery } from './pagination';

export const contentTitleMax = 200;
export const contentDescriptionMax = 10_000;
/** An item's body: the whole text a member reads when they open it (docs/decisions/054). */
export const contentBodyMax = 50_000;
/**
 * What a limited viewer (free or signed out) reads of an item's text in a list, a search, a
 * workflow step: at most this many characters, cut at a word and ended with an ellipsis. The whole
 * text comes only by opening the item, which the free rules count (docs/decisions/033).
 */
export const textPreviewLength = 280;

const isoDate = z.iso.date('Use a date like 2026-12-25');

const categoryFields = {
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').nullish(),
  color: z.string().regex(hexColorPattern, 'Use a colour like #3B82F6'),
};

/** Categories: name required, colour any #RRGGBB (the eight presets are offered). */
export const categoryInput = z.strictObject({
  ...categoryFields,
  color: categoryFields.color.default(categoryColorPresets[0]),
});
export type CategoryInput = z.input<typeof categoryInput>;
/** An update changes only the fields it names (no defaults fill the others in). */
export const categoryUpdate = z.strictObject(categoryFields).partial();

export const category = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  createdAt: z.string(),
  contentCount: z.number().int(),
});
export type Category = z.infer<typeof category>;

/**
 * An item's audio (docs/decisions/036): a link elsewhere (http or https), or a file on this server's
 * /media that the server issued for the item (a narration). The form may send the item's own path
 * back unchanged; the server refuses any other /media path, whoever's file it names.
 */
export const audioUrlNotIssued =
  'Use a link that starts with https://, or keep the audio this item already has.';
const audioUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => /^(https?:\/\/|\/media\/)/i.test(url), audioUrlNotIssued);

/**
 * PostgreSQL text cannot hold U+0000. The API refuses it in every request already (a per-field 400
 * from src/server/http/reject-nul.ts); the schema says the same words so the portal's form shows
 * them before sending, and a caller that skips HTTP cannot store one.
 */
const withoutNul = (text: string) => !text.includes('\u0000');
const nulMessage = 'Must not contain the NUL character (U+0000).';

const body = z
  .string()
  .trim()
  .max(contentBodyMax, `Body must be at most ${contentBodyMax.toLocaleString('en-US')} characters`)
  .refine(withoutNul, nulMessage);

const contentFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(contentTitleMax, `Title must be at most ${contentTitleMax} characters`),
  description: z.string().trim().max(contentDescriptionMax, 'Description is too long').nullish(),
  /** The text read when the item is opened; lists never carry it. */
  body: body.nullish(),
  categoryId: z.uuid('Category is required'),
  durationMinutes: z
    .number()
    .int('Use whole minutes')
    .min(0, 'Duration cannot be negative')
    .max(1440, 'At most 1440 minutes'),
  difficultyLevel: difficultyLevel,
  scheduledFor: isoDate.nullish(),
  isPublished: z.boolean(),
  audioUrl: audioUrl.nullish(),
};

/** The content form (000 §5): title and category required, duration >= 0, difficulty from the enum. */
export const contentInput = z.strictObject({
  ...contentFields,
  durationMinutes: contentFields.durationMinutes.default(0),
  difficultyLevel: contentFields.difficultyLevel.default('beginner'),
  isPublished: contentFields.isPublished.default(true),
});
export type ContentInput = z.input<typeof contentInput>;
/** An update changes only the fields it names (no defaults fill the others in). */
export const contentUpdate = z.strictObject(contentFields).partial();
export type ContentUpdate = z.input<typeof contentUpdate>;

/**
 * An item as lists and searches carry it: everything but its body, which only opening the item
 * (GET /api/content/{id}) answers (docs/decisions/054).
 */
export const contentListItem = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  audioUrl: z.string().nullable(),
  durationMinutes: z.number(),
  difficultyLevel: difficultyLevel,
  categoryId: z.string().nullable(),
  category: z.object({ id: z.string(), name: z.string(), color: z.string() }).nullable(),
  scheduledFor: z.string().nullable(),
  isPublished: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  audioGenerated: z.boolean(),
  isDailyPsalm: z.boolean(),
  generatedPsalm: z.string().nullable(),
  psalmPrompt: z.string().nullable(),
  psalmTheme: psalmTheme.nullable(),
  psalmDate: z.string().nullable(),
  /**
   * The kind of item where one is known (a daily psalm, what AI Auto wrote), null otherwise: the
   * Access tab's premium_content_types bind it (docs/decisions/067).
   */
  contentType: userContentType.nullable(),
  /**
   * The name of the person whose recording the audio is (staff typed it, decision 072): members
   * see "Read by …" with the player. Null for a generated narration, a link or no audio.
   */
  readBy: z.string().nullable(),
  /**
   * True when description, body or generatedPsalm is only the opening of the item's text (a
   * limited viewer's list, or text kept from free members): the whole text is read by opening the
   * item, which a free member's allowance counts.
   */
  truncated: z.boolean(),
});
export type ContentListItem = z.infer<typeof contentListItem>;

/** One opened item: the list's fields and its body (null when it has none, or it is withheld). */
export const contentItem = contentListItem.extend({ body: z.string().nullable() });
export type ContentItem = z.infer<typeof contentItem>;

/**
 * The library's length filter (docs/decisions/134): short up to 5 minutes, medium 6 to 15, long
 * over 15, by the item's stated duration_minutes.
 */
export const contentDurations = ['short', 'medium', 'long'] as const;
export const contentDuration = z.enum(contentDurations, 'Choose short, medium or long');
export type ContentDuration = z.infer<typeof contentDuration>;
/** Each length's bounds in whole minutes (max undefined: no upper bound). */
export const contentDurationMinutes = {
  short: { min: 0, max: 5 },
  medium: { min: 6, max: 15 },
  long: { min: 16, max: undefined },
} as const satisfies Record<ContentDuration, { min: number; max: number | undefined }>;

export const contentListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  categoryId: z.uuid().optional(),
  difficulty: difficultyLevel.optional(),
  duration: contentDuration.optional(),
  /** Staff only: published or draft. */
  status: z.enum(['published', 'draft', 'scheduled']).optional(),
  dailyPsalm: z.enum(['true', 'false']).optional(),
});
export type ContentListQuery = z.input<typeof contentListQuery>;
export const contentPage = page(contentListItem);
export type ContentPage = z.infer<typeof contentPage>;

/**
 * Staff narrate an item's body with the voice provider (docs/decisions/054): the voice, else the
 * default. The answer is the item with its new audio.
 */
export const narrateContentInput = z.strictObject({
  voice: voicePreset.default(defaultVoice),
});
export type NarrateContentInput = z.input<typeof narrateContentInput>;
export const contentHasNoBody = 'This item has no body to narrate. Write one and save it first.';
