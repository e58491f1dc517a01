import type pushEn from './en.json';
import * as push from './en.json?messages';
import { createTranslator } from '@web/lib/i18n/translate';

/**
 * Texts of push notifications (Account Settings and the permission prompt).
 *
 * Notes on the texts (the catalogs are JSON, which has no comments):
 * - 'push.sendTest': 001 §8 Test notification (word for word).
 * - 'push.promptTitle': The prompt toast (001 §9), 3 s after a first completed session or saved
 *   journal entry, for 10 s
 * - 'push.promptTitle': (decision 146).
 * - 'push.failure.unsupported': Why turning notifications on failed, and what to do
 *   (push-device.ts PushFailureReason).
 */
export type PushMessageKey = keyof typeof pushEn;

/**
 * Translates a key of push notifications.
 */
export const pushT = createTranslator<PushMessageKey>(push);
