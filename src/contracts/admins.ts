import { z } from 'zod';
import { adminRole } from './roles';

export const grantAdminInput = z.strictObject({
  email: z.string().trim().min(1, 'Please enter an email address').max(254),
  role: adminRole,
});
export type GrantAdminInput = z.infer<typeof grantAdminInput>;

export const staffMember = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: adminRole,
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const userNotFoundMessage =
  'User not found. Make sure they have signed up to the system first.';
