import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { adminRoles, permissionKeys } from '@contracts/roles';
import { oneOf, updatedAt } from './columns';

/** Role → permission key; seeded by migration from rolePermissions in src/contracts/roles.ts. */
export const adminPermissions = pgTable(
  'admin_permissions',
  {
    adminRole: text('admin_role', { enum: adminRoles }).notNull(),
    permissionKey: text('permission_key', { enum: permissionKeys }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'admin_permissions_pkey', columns: [t.adminRole, t.permissionKey] }),
    check('admin_permissions_admin_role_check', oneOf(t.adminRole, adminRoles)),
    check('admin_permissions_permission_key_check', oneOf(t.permissionKey, permissionKeys)),
  ],
);

/**
 * What free users may reach (Access tab): daily_content_limit, audio_enabled_free,
 * text_enabled_free, premium_content_types (a JSON array string). Values are strings as in the spec.
 */
export const contentAccessSettings = pgTable('content_access_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: text('setting_value').notNull(),
  updatedAt: updatedAt(),
});
