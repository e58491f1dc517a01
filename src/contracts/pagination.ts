import { z } from 'zod';

export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1, 'At least 1').max(100, 'At most 100').default(20),
});

/** A page of a growing list, newest first; nextCursor is null on the last page. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
