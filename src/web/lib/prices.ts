import { intlLocale } from './i18n/translate';

/**
 * Premium's prices (001 §2 Subscription), in US dollars as Stripe charges them, written the
 * reader's way: $9.99 in English, US$ 9,99 in Brazilian Portuguese.
 */
export const premiumPrices = { monthly: 9.99, annual: 99.99, annualSaving: 19.89 } as const;

export function formatPrice(amount: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: 'USD' }).format(amount);
}
