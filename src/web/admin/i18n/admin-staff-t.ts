import type staffEn from './staff/en.json';
import * as staff from './staff/en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the Admins, Admin Settings, Stats and Widgets tabs (decisions 017, 041, 042, 043).
 * Only those tabs import this file (each is loaded with its tab). 000 §8 texts are word for word.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'staff.heading': Admin management (000 §2, §6, §8).
 * - 'settings.heading': Admin Settings.
 * - 'audit.actions.role.grant': Audit Log action names (src/contracts/audit.ts lists them).
 * - 'stats.heading': Stats (000 §9).
 * - 'widgets.heading': Widgets (000 §4, §8).
 */
export type StaffMessageKey = keyof typeof staffEn;

/**
 * Translates a key of the Admins, Admin Settings, Stats and Widgets tabs.
 */
export const staffT = createTranslator<StaffMessageKey>(staff);
