import { noPsalmGenerated } from '@contracts/psalms';
import { AppError, appError } from '@server/http/app-error';
import { ProviderError } from '@server/providers/provider-error';

/** Provider failures as the admin's toasts: an empty answer, or anything else. */
export function generationError(error: unknown, failedMessage: string) {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError && error.reason === 'empty')
    return appError('no_psalm_generated', noPsalmGenerated);
  // The provider's own words stay with it for the log (the answer carries only the message).
  return Object.assign(appError('generation_failed', failedMessage), { cause: error });
}
