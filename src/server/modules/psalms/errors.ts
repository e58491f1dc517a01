import { noPsalmGenerated } from '../../../contracts/psalms';
import { AppError } from '../../http/app-error';
import { ProviderError } from '../../providers/provider-error';

/** Provider failures as the admin's toasts: an empty answer, or anything else. */
export function generationError(error: unknown, failedMessage: string) {
  if (error instanceof AppError) return error;
  if (error instanceof ProviderError && error.reason === 'empty')
    return new AppError(422, 'no_psalm_generated', noPsalmGenerated);
  return new AppError(502, 'generation_failed', failedMessage);
}
