import { createTranslator } from './translate';
import { unsavedEn } from './unsaved-en';

/** Translates a key of the unsaved-changes guard. */
export const unsavedT = createTranslator({ en: unsavedEn });
