/**
 * English texts of the subscription gate (001 §4) and its upgrade card. Only features that gate on
 * premium import this file, so it stays out of the first route (docs/decisions/103).
 */
export const premiumEn = {
  'premium.checking': 'Checking your subscription...',
  'premium.upgradeTitle': 'Upgrade to Premium',
  'premium.upgradeDescription':
    'Premium opens every psalm, audio narration and unlimited journal entries.',
  'premium.upgradeAction': 'View Plans',
} as const satisfies Record<string, string>;

export type PremiumMessageKey = keyof typeof premiumEn;
