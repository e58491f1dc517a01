import type adminEn from './en.json';
import * as admin from './en.json?messages';
import type contentEn from './content/en.json';
import * as content from './content/en.json?messages';
import type psalmsEn from './psalms/en.json';
import * as psalms from './psalms/en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the admin portal (000). Only admin code imports this file, so it ships in the admin
 * chunk. Quoted texts of the spec are kept word for word.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'admin.memberTitle': The member's way in on the staff sign-in screen, which `/` opens (000
 *   §2).
 *
 * admin/i18n/content/: Texts of the portal's content library (000 §2, §5, §8, §9): the Content,
 * Categories, Import, Sample and Access tabs. Spread into adminEn, so adminT translates them.
 * Quoted texts of the spec are kept word for word.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'admin.content.title': Content tab (000 §2, §8, §9)
 * - 'admin.categories.title': Categories tab (000 §2, §8, §9)
 * - 'admin.import.title': Import tab (000 §2, §5, §8)
 * - 'admin.import.imported': The spec's 'N content(s) imported successfully', its (s) following
 *   the count.
 * - 'admin.seeder.title': Sample tab (000 §2, §5, §8)
 * - 'admin.status.text.name.database': The system status lines the server writes in English
 *   (status-text.ts finds them here).
 * - 'admin.access.title': Access tab (000 §5, §8, §9)
 *
 * admin/i18n/psalms/: Texts of the portal's daily-psalm features (000 §2, §8, §9): the Manual
 * tab, the AI Auto tab and the psalm statistics of the Admins tab. Spread into adminEn, so adminT
 * translates them. Quoted texts of the spec are kept word for word.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'psalms.theme.praise': Psalm themes (000 §9) and voice presets, shared by the Manual and AI
 *   Auto tabs.
 * - 'psalms.generator.title': Manual tab: the Daily Psalm Generator
 * - 'psalms.toast.recentFailed': 000 §8: psalm toasts
 * - 'psalms.recent.title': Manual tab: the recent psalms list
 * - 'automation.title': AI Auto tab
 * - 'psalmStats.title': Admins tab: psalm statistics and cleanup
 */
export type AdminMessageKey = keyof typeof adminEn | keyof typeof contentEn | keyof typeof psalmsEn;

/**
 * Translates a key of the admin portal (admin code only, so these texts stay out of the user
 * app).
 */
export const adminT = createTranslator<AdminMessageKey>(admin, content, psalms);
