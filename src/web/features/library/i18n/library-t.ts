import type libraryEn from './en.json';
import * as library from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the members' library (/library) and the content reader (/content/{id})
 * (docs/decisions/134). Only those two pages import this file, so its texts load with them.
 * Placeholders: {n}, {name}, {date}.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'library.search.label': Filters
 * - 'library.list.label': The list
 * - 'reader.back': The reader
 */
export type LibraryMessageKey = keyof typeof libraryEn;

/**
 * Translates a key of the members' library and the content reader.
 */
export const libraryT = createTranslator<LibraryMessageKey>(library);
