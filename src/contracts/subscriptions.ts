import { z } from 'zod';

export const grantPremiumInput = z.strictObject({
  email: z.string().trim().min(1, 'Please enter an email address').max(254),
  durationDays: z.number().int().min(1).max(3660).default(30),
});
export const grantPremiumResult = z.object({
  userId: z.string(),
  currentPeriodEnd: z.string(),
  message: z.string(),
});
