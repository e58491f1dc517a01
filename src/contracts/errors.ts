import { z } from 'zod';
import { errorCodes } from './error-codes';

/** One of the closed list of error codes (error-codes.ts). */
export const errorCode = z.enum(errorCodes);

/** The one error shape every /api endpoint answers with. */
export const apiError = z.object({
  error: z.object({
    code: errorCode,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts the message is about, for a client to word it (daily_limit_reached: DailyLimitDetails). */
    details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;
