import { premiumEn, type PremiumMessageKey } from './premium-en';
import { createTranslator } from '@web/lib/i18n/translate';

export type PremiumKey = PremiumMessageKey;

/** Translates a key of premium: the gate, upgrade card and dialog, plans, sandbox, Subs tab. */
export const premiumT = createTranslator(premiumEn, {
  pt: () => import('./premium-pt').then((m) => m.premiumPt),
  es: () => import('./premium-es').then((m) => m.premiumEs),
});
