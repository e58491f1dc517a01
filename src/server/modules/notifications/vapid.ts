import type { Db } from '@server/db/connection';
import { addSettingIfMissing, readSetting } from '@server/db/settings';
import { generateVapidKeys, type VapidKeys } from '@server/providers/push';

const settingKey = 'push.vapid';
const cache = new WeakMap<Db, VapidKeys>();

function isVapidKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

/**
 * The deployment's VAPID key pair: made on first use and kept in system_settings, so every instance
 * and every restart signs with the same keys (browsers' subscriptions are bound to the public key).
 * Two instances starting at once both try to insert; the first wins and both read its pair.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  const known = cache.get(db);
  if (known) return known;
  let value = await readSetting(db, settingKey);
  if (!isVapidKeys(value)) {
    await addSettingIfMissing(db, settingKey, await generateVapidKeys());
    value = await readSetting(db, settingKey);
  }
  if (!isVapidKeys(value)) throw new Error('The VAPID keys in system_settings are unreadable');
  cache.set(db, value);
  return value;
}

/** The VAPID subject push services may contact: the app's https address, else a mailbox. */
export const vapidSubject = (publicUrl: string) =>
  publicUrl.startsWith('https://') ? publicUrl : 'mailto:no-reply@psalmlight.local';
