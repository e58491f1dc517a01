import type journalEn from './en.json';
import * as journal from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the prayer journal (001 §2 Journal screen, §5, §8). Only the journal page imports this
 * file, so its texts load with that page. Quoted texts of the spec are kept word for word.
 * Placeholders: {name}.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'journal.stats.heading': Stat cards
 * - 'journal.search.label': Search and filters
 * - 'journal.list.heading': Entry list
 * - 'journal.entry.today': One entry
 * - 'journal.delete.title': Delete confirmation (001 §2)
 * - 'journal.dialog.createTitle': New entry and edit dialog (001 §2, §5)
 * - 'journal.view.written': Full entry and answered prayers
 * - 'journal.sidebar.label': Sidebar (001 §2)
 * - 'journal.toast.created': Toasts (001 §5, §8)
 * - 'journal.category.reflection': Categories and moods (src/contracts/enums.ts)
 */
export type JournalMessageKey = keyof typeof journalEn;

/**
 * Translates a key of the prayer journal page.
 */
export const journalT = createTranslator<JournalMessageKey>(journal);
