import { pushT as t } from '@web/lib/i18n/push-t';
import { subscribeThisDevice } from '@web/lib/push-device';
import { notifyAction, notifyFailure } from '@web/lib/toasts';

/** How long the prompt stays (001 §9). */
const promptMs = 10_000;

/** The permission prompt toast; its action asks the browser and subscribes this device. */
export function showPushPrompt() {
  notifyAction(t('push.promptTitle'), {
    description: t('push.promptDescription'),
    duration: promptMs,
    id: 'push-prompt',
    action: {
      label: t('push.promptAction'),
      onClick: () => {
        subscribeThisDevice().catch(() => notifyFailure(t('push.turnOnFailed')));
      },
    },
  });
}
