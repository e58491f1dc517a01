import type { BillingConfig } from '@server/config';
import { createSandboxBilling } from './sandbox';
import { createStripeBilling } from './stripe';
import type { BillingProvider } from './types';

export * from './types';

export function createBillingProvider(config: BillingConfig): BillingProvider {
  return config.kind === 'stripe' ? createStripeBilling(config) : createSandboxBilling(config);
}
