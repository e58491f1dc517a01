import { useEffect } from 'react';
import { withDictionaries } from '@web/lib/i18n/translate';
import { pushSupported } from './push-device';
import { onPushPromptMoment } from './push-prompt-moment';
import { pushPromptSnooze } from './push-prompt-snooze';

/**
 * Offers notifications once it means something (decision 146): after a completed workflow session
 * or a saved journal entry, when this browser's permission is undecided and the prompt was not
 * shown here in the last four weeks. The toast and the subscribing code load only then
 * (push-prompt.ts), so the first route stays small.
 */
export function usePushPrompt(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    return onPushPromptMoment(() => {
      if (!pushSupported() || Notification.permission !== 'default') return;
      if (!pushPromptSnooze().mayAsk()) return;
      void withDictionaries(import('./push-prompt')).then((module) => module.askForPush());
    });
  }, [signedIn]);
}
