import { z } from 'zod';
import { language } from './enums';
import { adminRole, permissionKey } from './roles';

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailVerified: z.boolean(),
});

/** GET /api/me: who is signed in, their staff role and permission keys. */
export const me = z.object({
  user: currentUser,
  role: adminRole.nullable(),
  isAdmin: z.boolean(),
  permissions: z.array(permissionKey),
  isPremium: z.boolean(),
  timezone: z.string().nullable(),
  /** The member's chosen language (001 §2 Account Settings). */
  language,
});
export type Me = z.infer<typeof me>;
