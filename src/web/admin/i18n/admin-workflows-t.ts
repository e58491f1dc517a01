import type workflowsEn from './workflows/en.json';
import * as workflows from './workflows/en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the portal's Workflows tab (000 §2, §4, §5, §6, §8 Workflows, §9). Only the tab
 * imports this file, so its texts load with the tab. Quoted texts of the spec are kept word for
 * word. Placeholders: {title}, {minutes}, {time}, {count}.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'adminWorkflows.table.caption': Table
 * - 'adminWorkflows.createTitle': Dialog
 * - 'adminWorkflows.deleteTitle': Delete
 * - 'adminWorkflows.toast.loadFailed': Toasts (000 §8 Workflows word for word; the successes are
 *   ours)
 */
export type AdminWorkflowsMessageKey = keyof typeof workflowsEn;

/**
 * Translates a key of the portal's Workflows tab.
 */
export const adminWorkflowsT = createTranslator<AdminWorkflowsMessageKey>(workflows);
