import { z } from 'zod';

/** The one error shape every /api endpoint answers with. */
export const errorCodes = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'premium_required',
  'csrf_failed',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
] as const;

export const apiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;
