import type unsavedEn from './unsaved/en.json';
import * as unsaved from './unsaved/en.json?messages';
import { createTranslator } from './translate';

/**
 * Texts of the unsaved-changes guard (ui/unsaved-changes.tsx). Only the pages with forms import
 * it, so these texts stay out of the first screen's bundle.
 */
export type UnsavedMessageKey = keyof typeof unsavedEn;

/**
 * Translates a key of the unsaved-changes guard.
 */
export const unsavedT = createTranslator<UnsavedMessageKey>(unsaved);
