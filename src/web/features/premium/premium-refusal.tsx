import { isApiError } from '@web/lib/api-error';
import { premiumT } from './i18n/premium-t';
import { intlLocale } from '@web/lib/i18n/translate';
import { UpgradeCard } from './upgrade-card';

/**
 * Why the server refused a free member an item (docs/decisions/044): the daily allowance is spent
 * (403 daily_limit_reached), or the item is premium-only (403 premium_required); null for any
 * other failure.
 */
export function premiumRefusalOf(error: unknown): 'daily_limit' | 'premium_only' | null {
  if (!isApiError(error)) return null;
  if (error.code === 'daily_limit_reached') return 'daily_limit';
  if (error.code === 'premium_required') return 'premium_only';
  return null;
}

/** When the allowance opens again, on the member's clock in the zone the server named ("Friday, 8:00 PM EDT"). */
function resetTime(resetsAt: string | number | undefined, timeZone: string | number | undefined) {
  const instant = new Date(typeof resetsAt === 'string' ? resetsAt : Number.NaN);
  if (Number.isNaN(instant.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat(intlLocale(), {
      ...options,
      timeZone: typeof timeZone === 'string' ? timeZone : undefined,
    }).format(instant);
  } catch {
    // A zone this browser does not know: its own clock says the same instant.
    return new Intl.DateTimeFormat(intlLocale(), options).format(instant);
  }
}

/** What happened, as a heading: today's free items are used, or the content is premium-only. */
export function refusalTitle(error: unknown) {
  return premiumRefusalOf(error) === 'daily_limit'
    ? premiumT('premium.dailyLimit.title')
    : premiumT('premium.premiumOnly.title');
}

interface PremiumRefusalProps {
  /** The refused call's error; it must be one premiumRefusalOf() recognises. */
  error: unknown;
  /** The card's heading; "Upgrade to Premium" by default (when the page's heading says what happened). */
  title?: string;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The upgrade card for a refusal, each with its own words: the daily limit (how many, and when
 * more open in the member's zone) or premium-only content.
 */
export function PremiumRefusal({ error, title, headingLevel, className }: PremiumRefusalProps) {
  if (premiumRefusalOf(error) === 'daily_limit' && isApiError(error)) {
    const { limit, resetsAt, timeZone } = error.details;
    const when = resetTime(resetsAt, timeZone);
    return (
      <UpgradeCard
        title={title}
        detail={
          typeof limit === 'number' && when
            ? premiumT('premium.dailyLimit.description', { limit, when })
            : undefined
        }
        description={premiumT('premium.dailyLimit.upgrade')}
        headingLevel={headingLevel}
        className={className}
      />
    );
  }
  return (
    <UpgradeCard
      title={title}
      description={premiumT('premium.premiumOnly.upgrade')}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
