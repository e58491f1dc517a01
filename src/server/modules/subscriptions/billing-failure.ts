import { appError } from '@server/http/app-error';
import type { Logger } from '@server/logger';
import { ProviderError } from '@server/providers/provider-error';

/** A billing provider that did not deliver: a 502 the page shows, logged with its cause. */
export function billingFailed(err: unknown, logger: Logger | undefined, what: string) {
  if (!(err instanceof ProviderError)) throw err;
  logger?.warn({ err }, `billing: ${what} failed`);
  return appError(
    'billing_failed',
    err.reason === 'timeout'
      ? 'The payment service did not answer in time. Please try again.'
      : 'The payment service is not available right now. Please try again.',
  );
}
