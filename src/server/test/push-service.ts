import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error http_ece ships no types; decrypt(buffer, params) is the one function used.
import ece from 'http_ece';
import { pushPayload, type PushPayload } from '@contracts/notifications';

/** How the local push service answers one subscription's messages. */
export type PushBehaviour = 'accept' | 'gone' | 'missing' | 'down' | 'silent';

export type ReceivedPush = {
  subscription: string;
  headers: Record<string, string | string[] | undefined>;
  payload: PushPayload;
};

export type TestSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** A self-signed certificate for 127.0.0.1, made with openssl for this run. */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'psalmlight-push-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * A push service on https://127.0.0.1 (self-signed), standing in for FCM or Mozilla's autopush. It
 * takes real Web Push requests, and decrypts each message (aes128gcm, RFC 8291) with the private key
 * of the browser subscription it made, as the browser would.
 */
export async function startPushService() {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: ECDH; auth: string }>();
  const behaviour = new Map<string, PushBehaviour>();
  const received: ReceivedPush[] = [];
  const attempts = new Map<string, number>();
  const held: import('node:http').ServerResponse[] = [];
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = request.url?.replace(/^\/push\//, '') ?? '';
      const browser = browsers.get(id);
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      const mode = behaviour.get(id) ?? 'accept';
      if (!browser || mode === 'missing') return void response.writeHead(404).end();
      if (mode === 'gone') return void response.writeHead(410).end();
      if (mode === 'down') return void response.writeHead(503).end('unavailable');
      if (mode === 'silent') return void held.push(response);
      const plain: Buffer = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      received.push({
        subscription: id,
        headers: request.headers,
        payload: pushPayload.parse(JSON.parse(plain.toString('utf8'))),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    /** The certificate to trust: only the tests' push provider is given it. */
    ca: cert,
    /**
     * What a push provider needs to reach this service: its certificate, its host (127.0.0.1) on
     * the list of push services, and loopback addresses allowed. Only tests pass these.
     */
    providerOptions: {
      trustedCa: cert,
      extraHosts: ['127.0.0.1'],
      allowPrivateAddresses: true,
    },
    received,
    /** Requests that reached the service for a subscription (accepted or not). */
    attemptsFor: (id: string) => attempts.get(id) ?? 0,
    /** A new browser subscription: a P-256 key pair and an auth secret, as PushManager makes. */
    subscription(): TestSubscription {
      const id = randomBytes(8).toString('hex');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(id, { ecdh, auth });
      return {
        id,
        endpoint: `https://127.0.0.1:${port}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    behave: (id: string, mode: PushBehaviour) => behaviour.set(id, mode),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/**
 * A TCP listener on every loopback address (127.0.0.1 and ::1) that counts the connections made to
 * it: where a test proves the server never connected to an address.
 */
export async function startCountingListener() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
