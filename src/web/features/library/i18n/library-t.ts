import { libraryEn } from './library-en';
import { createTranslator } from '@web/lib/i18n/translate';

/** Translates a key of the members' library and the content reader. */
export const libraryT = createTranslator(libraryEn, {
  pt: () => import('./library-pt').then((m) => m.libraryPt),
  es: () => import('./library-es').then((m) => m.libraryEs),
});
