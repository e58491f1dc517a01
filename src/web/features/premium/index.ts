export { premiumT } from './i18n/premium-t';
export { PremiumRefusal, premiumRefusalOf, refusalTitle } from './premium-refusal';
export { SubscriptionGate } from './subscription-gate';
export { refreshSubscription } from './subscription-queries';
export { UpgradeCard } from './upgrade-card';
export { useSubscription } from './use-subscription';
export { LazyUpgradeCard } from './lazy-upgrade-card';
