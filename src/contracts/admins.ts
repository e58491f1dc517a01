import { z } from 'zod';
import { pageQuery } from './pagination';
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

/** Admin Settings → User Records: one signed-up person with their subscription and role. */
export const userRecord = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  subscribed: z.boolean(),
  productId: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  role: adminRole.nullable(),
  createdAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

/** Search by the start of the email or of the full name (case-insensitive), newest first. */
export const userRecordQuery = pageQuery.extend({ q: z.string().trim().max(200).optional() });
export type UserRecordQuery = z.infer<typeof userRecordQuery>;
