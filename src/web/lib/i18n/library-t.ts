import { libraryEn } from './library-en';
import { createTranslator } from './translate';

/** Translates a key of the members' library and the content reader. */
export const libraryT = createTranslator({ en: libraryEn });
