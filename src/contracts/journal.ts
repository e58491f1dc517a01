import { z } from 'zod';
import { journalCategory, journalMood } from './enums';
import { page, pageQuery } from './pagination';
import { timeZone } from './time';

import {
  journalContentMax,
  journalPreviewLength,
  journalTagMax,
  journalTagsMax,
  journalTitleMax,
} from './journal-limits';

export { journalContentMax, journalPreviewLength, journalTagMax, journalTagsMax, journalTitleMax };
export const fillTitleAndContentMessage = 'Please fill in the title and content';

/** Tags are trimmed, empty ones dropped and duplicates ignored (001 §5). */
export const journalTags = z
  .array(z.string().max(journalTagMax, `A tag must be at most ${journalTagMax} characters`))
  .max(journalTagsMax * 5, `At most ${journalTagsMax} tags`)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])
  .refine((tags) => tags.length <= journalTagsMax, `At most ${journalTagsMax} tags`);

const fields = {
  title: z
    .string()
    .trim()
    .min(1, fillTitleAndContentMessage)
    .max(journalTitleMax, `Title must be at most ${journalTitleMax} characters`),
  content: z
    .string()
    .trim()
    .min(1, fillTitleAndContentMessage)
    .max(
      journalContentMax,
      `Content must be at most ${journalContentMax.toLocaleString('en-US')} characters`,
    ),
  scripture: z
    .string()
    .trim()
    .max(200, 'Scripture reference must be at most 200 characters')
    .nullish(),
  category: journalCategory,
  mood: journalMood.nullish(),
  tags: journalTags,
  isPrivate: z.boolean(),
};

/** Create: the spec's defaults are category reflection, no tags, private. */
export const journalEntryInput = z.strictObject({
  ...fields,
  category: fields.category.default('reflection'),
  tags: fields.tags.default([]),
  isPrivate: fields.isPrivate.default(true),
  /** Where the author is now; their local day is recorded with the entry. */
  timeZone: timeZone.optional(),
});
export type JournalEntryInput = z.input<typeof journalEntryInput>;

export const journalEntryUpdate = z
  .strictObject(fields)
  .partial()
  .refine((update) => Object.keys(update).length > 0, 'Change at least one field');
export type JournalEntryUpdate = z.input<typeof journalEntryUpdate>;

export const markAnsweredInput = z.strictObject({
  note: z.string().trim().max(2000, 'At most 2,000 characters').nullish(),
});

export const journalEntry = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  scripture: z.string().nullable(),
  category: journalCategory,
  mood: journalMood.nullable(),
  tags: z.array(z.string()),
  isPrivate: z.boolean(),
  localDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  answeredAt: z.string().nullable(),
  answerNote: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntry>;

export const journalListQuery = pageQuery.extend({
  q: z.string().trim().max(200).optional(),
  category: journalCategory.optional(),
  mood: journalMood.optional(),
});
export type JournalListQuery = z.input<typeof journalListQuery>;
export const journalPage = page(journalEntry);

export const journalStatsQuery = z.object({ timeZone: timeZone.optional() });
export const journalStats = z.object({
  totalEntries: z.number().int(),
  thisWeek: z.number().int(),
  answeredPrayers: z.number().int(),
  streak: z.number().int(),
  today: z.string(),
});
export type JournalStats = z.infer<typeof journalStats>;
