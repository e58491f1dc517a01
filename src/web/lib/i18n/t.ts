import { en } from './en';
import { createTranslator } from './translate';

/** Translates a key of the user app, auth screens and shared UI. */
export const t = createTranslator(en, {
  pt: () => import('./pt').then((m) => m.pt),
  es: () => import('./es').then((m) => m.es),
});
