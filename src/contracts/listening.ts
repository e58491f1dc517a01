import { z } from 'zod';
import { page, pageQuery } from './pagination';

// Where a member stopped listening, kept per item on the server so every device of theirs can
// offer "Resume at m:ss" (decision 064).

/** A day in milliseconds: no narration is longer, and a bigger figure is a client's mistake. */
export const listeningMaxMs = 24 * 60 * 60 * 1000;
/** The player's fastest speed (0.75–1.5×): a position advances at most this much faster than time. */
export const listeningFastestSpeed = 1.5;
export const listeningPositionMessage =
  'Position must be a whole number of milliseconds, at most a day';

const milliseconds = z
  .number(listeningPositionMessage)
  .int(listeningPositionMessage)
  .min(0, listeningPositionMessage)
  .max(listeningMaxMs, listeningPositionMessage);

/** PUT: where the member is now; `finished` when the audio reached its end. */
export const listeningPositionInput = z.strictObject({
  positionMs: milliseconds,
  durationMs: milliseconds,
  finished: z.boolean('Use true or false').optional(),
});
export type ListeningPositionInput = z.input<typeof listeningPositionInput>;

export const listeningPosition = z.object({
  contentId: z.string(),
  positionMs: z.number().int(),
  durationMs: z.number().int(),
  /** When the member last heard it to its end; null while never. */
  finishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ListeningPosition = z.infer<typeof listeningPosition>;

/** Continue listening: the member's unfinished items, most recently heard first. */
export const continueListeningItem = listeningPosition.extend({
  title: z.string(),
  audioUrl: z.string().nullable(),
});
export type ContinueListeningItem = z.infer<typeof continueListeningItem>;
export const continueListeningQuery = pageQuery;
export const continueListeningPage = page(continueListeningItem);
export type ContinueListeningPage = z.infer<typeof continueListeningPage>;

/** GET one item's position: null while the member has none. */
export const listeningPositionAnswer = z.object({ position: listeningPosition.nullable() });
export type ListeningPositionAnswer = z.infer<typeof listeningPositionAnswer>;
