import type workflowsEn from './en.json';
import * as workflows from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the member's workflows page and session view (001 §2 Workflows page, §4, §6; 000 §8
 * Workflows toasts). Only the workflows pages import this file. Quoted texts of the spec are kept
 * word for word. Placeholders: {title}, {count}, {done}, {total}, {minutes}, {time}.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'workflows.stats.heading': Stat cards
 * - 'workflows.list.heading': Cards
 * - 'workflows.loading': States
 * - 'workflows.toast.loadFailed': Toasts (000 §8 Workflows, 001 §4)
 * - 'workflows.session.back': Session view
 */
export type WorkflowsMessageKey = keyof typeof workflowsEn;

/**
 * Translates a key of the workflows pages.
 */
export const workflowsT = createTranslator<WorkflowsMessageKey>(workflows);
