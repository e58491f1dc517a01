import type premiumEn from './en.json';
import * as premium from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of premium (001 §2 Subscription page and Premium upgrade dialog, §4 Subscription gate, §8
 * and 000 §8 Subscriptions toasts, word for word). Only pages that deal with premium import this
 * file, so it stays out of the first route (docs/decisions/103).
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'premium.dialogTitle': Premium upgrade dialog (001 §2)
 * - 'plans.heading': Subscription page (001 §2, §9)
 * - 'sandbox.banner': Sandbox checkout and portal (offline test mode)
 * - 'subs.title': Admin Subs tab (000 §2, §8)
 */
export type PremiumMessageKey = keyof typeof premiumEn;
export type PremiumKey = PremiumMessageKey;

/**
 * Translates a key of premium: the gate, upgrade card and dialog, plans, sandbox, Subs tab.
 */
export const premiumT = createTranslator<PremiumMessageKey>(premium);
