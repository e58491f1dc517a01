import { createTranslator } from './translate';
import { unsavedEn } from './unsaved-en';

/** Translates a key of the unsaved-changes guard. */
export const unsavedT = createTranslator(unsavedEn, {
  pt: () => import('./unsaved-pt').then((m) => m.unsavedPt),
  es: () => import('./unsaved-es').then((m) => m.unsavedEs),
});
