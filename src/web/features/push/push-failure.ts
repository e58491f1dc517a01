import { pushT as t } from './i18n/push-t';
import { PushSetupError } from './push-device';
import { notifyFailure } from '@web/lib/toasts';

/**
 * The failure toast of turning notifications on (the prompt's Enable, Account Settings' switch):
 * the title, then why it failed on this device and what to do about it.
 */
export function notifyPushFailure(error: unknown): void {
  const reason = error instanceof PushSetupError ? error.reason : 'server';
  if (!(error instanceof PushSetupError)) console.warn('Push notifications failed', error);
  notifyFailure(t('push.turnOnFailed'), t(`push.failure.${reason}`), 'push-failure');
}
