import { z } from 'zod';
import { page, pageQuery } from './pagination';

/**
 * One reading or listening session of a content item (user_progress): started when the member
 * begins, completed once with the minutes it took (docs/decisions/134).
 */
export const progressSession = z.object({
  id: z.string(),
  contentId: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  sessionDurationMinutes: z.number().int().nullable(),
});
export type ProgressSession = z.infer<typeof progressSession>;

/** The signed-in member's own sessions, newest first, optionally of one item. */
export const progressListQuery = pageQuery.extend({
  contentId: z.uuid('Not a valid id').optional(),
});
export type ProgressListQuery = z.input<typeof progressListQuery>;
export const progressPage = page(progressSession);
export type ProgressPage = z.infer<typeof progressPage>;

/** A session's recorded length is capped at a day: a reader left open overnight is not a vigil. */
export const maxSessionMinutes = 1440;
