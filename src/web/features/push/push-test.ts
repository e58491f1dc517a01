import { useMutation } from '@tanstack/react-query';
import { api, call } from '@web/lib/api-client';
import { pushT as t } from './i18n/push-t';
import { notifyFailure, notifySuccess } from '@web/lib/toasts';

/** POST /api/notifications/test for this device, with 001 §8's two toasts. */
export function usePushTest() {
  return useMutation({
    mutationFn: (endpoint: string) => call(api.notifications.test.$post({ json: { endpoint } })),
    onSuccess: () => notifySuccess(t('push.testSent')),
    onError: () => notifyFailure(t('push.testFailed')),
  });
}
