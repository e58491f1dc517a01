import { logoutEn } from './logout-en';
import { createTranslator } from './translate';

/** Translates a key of the Global Logout confirmation. */
export const logoutT = createTranslator(logoutEn, {
  pt: () => import('./logout-pt').then((m) => m.logoutPt),
  es: () => import('./logout-es').then((m) => m.logoutEs),
});
