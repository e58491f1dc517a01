import type { BillingConfig } from '@server/config';
import { WebhookSignatureError, type BillingProvider } from './types';

/**
 * The offline default (no STRIPE_SECRET_KEY): checkout and portal are pages of the app itself,
 * clearly labelled "Test mode: no money moves"; completing them changes the subscription through
 * the subscriptions module directly. Nothing leaves the machine, and no webhook is accepted.
 */
export function createSandboxBilling(
  config: Pick<BillingConfig, 'premiumProductId'>,
): BillingProvider {
  return {
    kind: 'sandbox',
    label: 'Sandbox (test mode)',
    premiumProductId: config.premiumProductId,
    createCheckout: ({ plan }) =>
      Promise.resolve({ url: `/subscription/test-checkout?plan=${plan}` }),
    createPortal: () => Promise.resolve({ url: '/subscription/test-portal' }),
    parseWebhook: () =>
      Promise.reject(new WebhookSignatureError('Webhooks are not accepted in test mode.')),
    retrieveSubscription: (id) =>
      Promise.reject(new Error(`The sandbox keeps no subscription ${id} of its own.`)),
    cancelSubscription: () => Promise.resolve(),
  };
}
