import { pushT as t } from './i18n/push-t';
import { subscribeThisDevice } from './push-device';
import { notifyPushFailure } from './push-failure';
import { dismissToast, notifyAction } from '@web/lib/toasts';
import { dialogOpen, watchDialogs } from '@web/lib/open-dialog-watch';
import { pushPromptSnooze } from './push-prompt-snooze';

/** 001 §9: the prompt comes after 3 s and stays 10 s (the 3 s now count from the moment, decision 146). */
const promptAfterMs = 3_000;
const promptMs = 10_000;
const toastId = 'push-prompt';

let state: 'idle' | 'waiting' | 'showing' = 'idle';
let stopWatching: () => void = () => {};
let timer: number | undefined;
let shown = 0;

function stop() {
  stopWatching();
  stopWatching = () => {};
  window.clearTimeout(timer);
  timer = undefined;
}

/**
 * Shows the prompt 3 s after the moment, counted while no dialog is open: a dialog that opens first
 * holds it back until it closes, and one that opens over it takes it away until it closes again.
 */
export function askForPush(): void {
  if (state !== 'idle') return;
  waitForNoDialog();
}

function waitForNoDialog() {
  stop();
  state = 'waiting';
  const check = () => {
    if (dialogOpen()) {
      window.clearTimeout(timer);
      timer = undefined;
    } else {
      timer ??= window.setTimeout(show, promptAfterMs);
    }
  };
  stopWatching = watchDialogs(check);
  check();
}

function show() {
  stop();
  if (Notification.permission !== 'default') {
    state = 'idle';
    return;
  }
  state = 'showing';
  const showing = ++shown;
  pushPromptSnooze().rememberAsked();
  const finished = () => {
    if (state !== 'showing' || showing !== shown) return;
    stop();
    state = 'idle';
  };
  notifyAction(t('push.promptTitle'), {
    id: toastId,
    description: t('push.promptDescription'),
    duration: promptMs,
    action: {
      label: t('push.promptAction'),
      onClick: () => {
        subscribeThisDevice().catch(notifyPushFailure);
      },
    },
    cancel: { label: t('push.promptNotNow'), onClick: () => {} },
    onDismiss: finished,
    onAutoClose: finished,
  });
  stopWatching = watchDialogs(() => {
    if (!dialogOpen()) return;
    // Never over a dialog: it comes back once the dialog is closed.
    waitForNoDialog();
    dismissToast(toastId);
  });
}
