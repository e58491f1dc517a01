import https from 'node:https';
import type { PushPayload } from '@contracts/notifications';
import { lazyModule } from '../lazy-module';

const loadWebPush = lazyModule(async () => (await import('web-push')).default);

export type VapidKeys = { publicKey: string; privateKey: string };

/** A browser's push subscription as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * How a send ended. `gone`: the push service answered 404 or 410, so the subscription is dead and
 * must be removed; any other failure may be retried later.
 */
export type PushResult =
  { ok: true } | { ok: false; gone: boolean; status: number | null; message: string };

export type PushProvider = {
  send: (
    target: PushTarget,
    payload: PushPayload,
    vapid: VapidKeys & { subject: string },
  ) => Promise<PushResult>;
};

export type PushProviderOptions = {
  /** The longest a push service may take to answer one message. */
  timeoutMs?: number;
  /** Certificates to trust besides the system's: the tests' local push service only. */
  trustedCa?: string;
};

/** How long a message waits at the push service for an offline device: a day. */
const timeToLiveSeconds = 24 * 60 * 60;

/** Web Push (RFC 8030/8291/8292) through the web-push library: aes128gcm payloads, VAPID. */
export function createWebPushProvider(options: PushProviderOptions = {}): PushProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = options.trustedCa
    ? new https.Agent({ ca: options.trustedCa, keepAlive: false })
    : undefined;
  return {
    async send(target, payload, vapid) {
      let timer: NodeJS.Timeout | undefined;
      const webpush = await loadWebPush();
      try {
        const sending = webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: timeToLiveSeconds,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            // The socket's idle timeout, and below a limit on the whole exchange: a service that
            // trickles bytes must not hold a job (or a request) for longer either.
            timeout: timeoutMs,
            ...(agent ? { agent } : {}),
          },
        );
        const timedOut = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`No answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        });
        await Promise.race([sending, timedOut]);
        return { ok: true };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          const gone = error.statusCode === 404 || error.statusCode === 410;
          return { ok: false, gone, status: error.statusCode, message: error.message };
        }
        return { ok: false, gone: false, status: null, message: (error as Error).message };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A fresh VAPID key pair (P-256, base64url), made once per deployment. */
export async function generateVapidKeys(): Promise<VapidKeys> {
  return (await loadWebPush()).generateVAPIDKeys();
}
