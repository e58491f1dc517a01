import { memoized } from '@web/lib/hydration-memo';
import { intlLocale } from '@web/lib/i18n/translate';

/**
 * Premium's prices (001 §2 Subscription), in US dollars as Stripe charges them, written the
 * reader's way: $9.99 in English, US$ 9,99 in Brazilian Portuguese.
 */
export const premiumPrices = { monthly: 9.99, annual: 99.99, annualSaving: 19.89 } as const;

export function formatPrice(amount: number): string {
  const locale = intlLocale();
  // The first currency format loads Intl's currency data, a long task on a phone: hydration reuses
  // the server's text.
  return memoized(`price|${locale}|${amount}`, () =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount),
  );
}
