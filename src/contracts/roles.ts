import { z } from 'zod';

/** Staff roles; a null role is an ordinary user. */
export const adminRoles = ['moderator', 'admin', 'super_admin'] as const;
export const adminRole = z.enum(adminRoles);
export type AdminRole = z.infer<typeof adminRole>;

/** Permission keys of the admin portal (000 §6). */
export const permissionKeys = [
  'content',
  'categories',
  'workflows',
  'automation',
  'generation',
  'import',
  'seeder',
  'stats',
  'subscriptions',
  'widgets',
  'admin_management',
  'moderation',
] as const;
export const permissionKey = z.enum(permissionKeys);
export type PermissionKey = z.infer<typeof permissionKey>;

/** What a route requires: anyone, any signed-in person, a premium subscriber, or a staff permission. */
export type RoutePermission = 'public' | 'user' | 'premium' | PermissionKey;

/** The seeded role → permission table (ARCHITECTURE.md, Roles and permissions). */
export const rolePermissions: Record<AdminRole, readonly PermissionKey[]> = {
  super_admin: permissionKeys,
  admin: permissionKeys.filter((key) => key !== 'admin_management'),
  moderator: ['content', 'categories', 'moderation'],
};
