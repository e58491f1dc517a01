import { adminStaffEn } from './admin-staff-en';
import { createTranslator } from './translate';

/** Translates a key of the Admins, Admin Settings, Stats and Widgets tabs. */
export const staffT = createTranslator({ en: adminStaffEn });
export type StaffMessageKey = keyof typeof adminStaffEn;
