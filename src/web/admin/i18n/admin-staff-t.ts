import { adminStaffEn } from './admin-staff-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the Admins, Admin Settings, Stats and Widgets tabs. */
export const staffT = createTranslator(adminStaffEn, {
  pt: () => import('./admin-staff-pt').then((m) => m.adminStaffPt),
  es: () => import('./admin-staff-es').then((m) => m.adminStaffEs),
});
export type StaffMessageKey = keyof typeof adminStaffEn;
