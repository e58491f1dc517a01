import type { ReactNode } from 'react';
import { premiumT } from './i18n/premium-t';
import { Spinner } from '@web/ui/spinner';
import { UpgradeCard } from './upgrade-card';
import { useSubscription } from './use-subscription';

interface SubscriptionGateProps {
  /** What only subscribers see. */
  children: ReactNode;
  /** Offer an upgrade card to people without premium (true), or show them nothing (false). */
  upsell?: boolean;
  /** The upgrade card's line about what premium opens here. */
  upsellDescription?: string;
  /** The upgrade card's heading level, to fit the page outline. */
  upsellHeadingLevel?: 2 | 3;
  className?: string;
}

/**
 * 001 §4 Subscription gate: a spinner while the subscription is checked, then the content for a
 * subscriber; otherwise an upgrade card when upsell is allowed, and nothing when it is not. The gate
 * only decides what to draw: the server refuses premium calls on its own (403 premium_required).
 */
export function SubscriptionGate({
  children,
  upsell = true,
  upsellDescription,
  upsellHeadingLevel,
  className,
}: SubscriptionGateProps) {
  const { isPending, isPremium } = useSubscription();
  if (isPending) {
    return <Spinner className="size-5 text-primary" label={premiumT('premium.checking')} />;
  }
  if (isPremium) return <>{children}</>;
  if (!upsell) return null;
  return (
    <UpgradeCard
      description={upsellDescription}
      headingLevel={upsellHeadingLevel}
      className={className}
    />
  );
}
