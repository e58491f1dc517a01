import type psalmsEn from './en.json';
import * as psalms from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of the Psalm page (001 §2, §4, §8). Only the page's lazy chunk imports this file, so
 * these texts stay off the first route. Quoted texts of the spec are kept word for word.
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'psalm.today.title': Today's Psalm card
 * - 'psalm.audio.generate': Audio (001 §4, §8)
 * - 'psalm.featured.title': Featured Psalms
 * - 'psalm.browse.title': Browse by Category (static list, 001 §2)
 * - 'psalm.settings.title': Psalm settings dialog (daily_psalm delivery preferences)
 */
export type PsalmMessageKey = keyof typeof psalmsEn;

/**
 * Translates a key of the Psalm page (its chunk only, so these texts stay off the first route).
 */
export const psalmT = createTranslator<PsalmMessageKey>(psalms);
