import { z } from 'zod';

/** GET /api/health: whether the database answers, and when the job runner last beat. */
export const health = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  jobsHeartbeat: z.string().nullable(),
});
export type Health = z.infer<typeof health>;
