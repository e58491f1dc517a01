import https from 'node:https';
import type { PushPayload } from '@contracts/notifications';
import { lazyModule } from '../lazy-module';
import {
  allowedEndpoint,
  browserPushHosts,
  ipLiteral,
  isNonPublicAddress,
  publicOnlyLookup,
  PushTargetRefused,
} from './targets';

const loadWebPush = lazyModule(async () => (await import('web-push')).default);

export type VapidKeys = { publicKey: string; privateKey: string };

/** A browser's push subscription as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * How a send ended. `gone`: the push service answered 404 or 410, so the subscription is dead and
 * must be removed. `refused`: the endpoint is not a push service this server may reach (a host off
 * the list, or one that is or resolves to an address that is not public); nothing was sent and a
 * retry would be refused again. Any other failure may be retried later.
 */
export type PushResult =
  | { ok: true }
  | { ok: false; gone: boolean; refused: boolean; status: number | null; message: string };

export type PushProvider = {
  /** Whether a subscription may be saved with this endpoint: https on a push service's host. */
  acceptsEndpoint: (endpoint: string) => boolean;
  send: (
    target: PushTarget,
    payload: PushPayload,
    vapid: VapidKeys & { subject: string },
  ) => Promise<PushResult>;
};

export type PushProviderOptions = {
  /** The longest a push service may take to answer one message. */
  timeoutMs?: number;
  /**
   * Push services' host names besides the browsers' own (PUSH_EXTRA_HOSTS: a self-hosted push
   * service). `*.example.org` names every host below example.org.
   */
  extraHosts?: readonly string[];
  /** Certificates to trust besides the system's: the tests' local push service only. */
  trustedCa?: string;
  /**
   * Tests only: let sends reach loopback and private addresses (the tests' local push service is on
   * 127.0.0.1). In production every address a push host is or resolves to must be public.
   */
  allowPrivateAddresses?: boolean;
};

function refusal(message: string): PushResult {
  return { ok: false, gone: false, refused: true, status: null, message };
}

/** How long a message waits at the push service for an offline device: a day. */
const timeToLiveSeconds = 24 * 60 * 60;

/** Web Push (RFC 8030/8291/8292) through the web-push library: aes128gcm payloads, VAPID. */
export function createWebPushProvider(options: PushProviderOptions = {}): PushProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const hosts = [...browserPushHosts, ...(options.extraHosts ?? [])];
  const allowPrivate = options.allowPrivateAddresses === true;
  // Every send goes through this agent: its lookup refuses names that resolve to internal addresses
  // on the answer the socket connects to, so a re-pointed name (DNS rebinding) cannot slip through.
  const agent = new https.Agent({
    keepAlive: false,
    ...(options.trustedCa ? { ca: options.trustedCa } : {}),
    ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
  });
  return {
    acceptsEndpoint: (endpoint) => allowedEndpoint(endpoint, hosts) !== null,
    async send(target, payload, vapid) {
      // Checked again at send time: a row saved before these rules, or by other means, gets no more.
      const url = allowedEndpoint(target.endpoint, hosts);
      if (!url) return refusal('the endpoint is not on a known push service');
      const literal = ipLiteral(url);
      // A literal address is connected to without a lookup: it is checked here instead.
      if (literal && !allowPrivate && isNonPublicAddress(literal))
        return refusal('the endpoint is an address that is not public');
      let timer: NodeJS.Timeout | undefined;
      const webpush = await loadWebPush();
      try {
        const sending = webpush.sendNotification(
          // The URL as checked above, written out by the same parser, for the library to parse.
          { endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: vapid,
            TTL: timeToLiveSeconds,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            // The socket's idle timeout, and below a limit on the whole exchange: a service that
            // trickles bytes must not hold a job (or a request) for longer either.
            timeout: timeoutMs,
            agent,
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
          return {
            ok: false,
            gone,
            refused: false,
            status: error.statusCode,
            message: error.message,
          };
        }
        if (error instanceof PushTargetRefused) return refusal(error.message);
        return {
          ok: false,
          gone: false,
          refused: false,
          status: null,
          message: (error as Error).message,
        };
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
