// The subscriptions module's public entry: routes and other modules import from here. Each job
// lives in its own file: the row and the premium rule (subscription-row.ts), the member's state
// (subscription-state.ts), checkout and portal (checkout.ts), the provider's events
// (billing-events.ts), the sandbox provider (sandbox.ts), the staff list (records.ts) and staff
// actions (staff-actions.ts).
export { applyBillingEvent } from './billing-events';
export { cancelBeforeErasure } from './cancel-for-erasure';
export { openPortal, startCheckout } from './checkout';
export { announcePremiumChange } from './premium-change';
export { listSubscriptionRecords } from './records';
export { completeSandboxCheckout, sandboxPortalAction } from './sandbox';
export { cancelSubscription, grantPremium } from './staff-actions';
export { isPremiumRow } from './subscription-row';
export { checkSubscription } from './subscription-state';
