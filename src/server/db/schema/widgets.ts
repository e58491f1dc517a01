import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * The home-screen widget switches (Widgets tab, 000 §4): one row, id always 1. Missing row = the
 * defaults (enabled, no emergency, auto updates, audio on).
 */
export const widgetSettings = pgTable(
  'widget_settings',
  {
    id: integer('id').primaryKey().default(1),
    widgetEnabled: boolean('widget_enabled').notNull().default(true),
    emergencyDisable: boolean('emergency_disable').notNull().default(false),
    autoUpdates: boolean('auto_updates').notNull().default(true),
    audioEnabled: boolean('audio_enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('widget_settings_single_row_check', sql`${t.id} = 1`)],
);

/**
 * Widget requests per UTC day and device (a device is the hash of the widget's client id header,
 * or of address + user agent without one): requests per day = sum, distinct devices = row count.
 */
export const widgetUsage = pgTable(
  'widget_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    deviceHash: text('device_hash').notNull(),
    requests: integer('requests').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'widget_usage_pkey', columns: [t.day, t.deviceHash] })],
);
