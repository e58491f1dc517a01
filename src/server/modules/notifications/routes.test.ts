import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@server/db/schema/notifications';
import { profiles } from '@server/db/schema/profiles';
import { createWebPushProvider } from '@server/providers/push';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { startPushService, type PushService } from '@server/test/push-service';

// The push routes through the whole app: subscribing this device, the VAPID key, and "Send Test
// Notification" delivered as a real Web Push message to a local push service that decrypts it.

let t: TestContext;
let service: PushService;
let member: TestUser;
const logged: string[] = [];

beforeAll(async () => {
  service = await startPushService();
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  t = await createTestContext({
    logger: pino({ level: 'warn' }, sink),
    push: createWebPushProvider({ ...service.providerOptions, timeoutMs: 1_000 }),
  });
  member = await t.createUser();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const subscribe = (body: unknown, user = member) =>
  t.request('/api/notifications/subscription', { method: 'PUT', cookie: user.cookie, json: body });
const sendTest = (endpoint: string, user = member) =>
  t.request('/api/notifications/test', { cookie: user.cookie, json: { endpoint } });

describe('push subscriptions', () => {
  it('gives the same VAPID public key every time (a 65-byte P-256 key)', async () => {
    const { publicKey } = await answerBody(
      t.api(member.cookie).notifications['vapid-public-key'].$get(),
    );
    const second = await t.request('/api/notifications/vapid-public-key', {
      cookie: member.cookie,
    });
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(await second.json()).toEqual({ publicKey });
  });

  it('refuses an endpoint that is not https, and keys of the wrong length, with per-field messages', async () => {
    const good = service.subscription();
    const cases = [
      { body: { ...good, endpoint: 'http://push.example/abc' }, field: 'endpoint' },
      { body: { ...good, endpoint: 'not a url' }, field: 'endpoint' },
      { body: { ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, field: 'keys.p256dh' },
      {
        body: { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AAAA` } },
        field: 'keys.auth',
      },
      { body: { ...good, keys: { ...good.keys, auth: 'not base64url!' } }, field: 'keys.auth' },
      { body: { ...good, endpoint: `${good.endpoint}\u0000` }, field: 'endpoint' },
    ];
    for (const { body, field } of cases) {
      const response = await subscribe(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toContain(field);
    }
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, member.id))).toBe(0);
  });

  it('sends a test notification this device decrypts, then forgets the device on unsubscribe', async () => {
    const device = service.subscription();
    expect((await subscribe(device)).status).toBe(200);
    const status = await t.request('/api/notifications/status', { cookie: member.cookie });
    expect(await status.json()).toEqual({ devices: 1, timeZone: null });

    const response = await sendTest(device.endpoint);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: true });
    const message = service.received.find((m) => m.subscription === device.id);
    expect(message?.payload).toEqual({
      title: 'Test Notification Sent',
      body: 'Notifications are working on this device.',
      url: '/dashboard',
      tag: 'test',
    });
    // VAPID: the push service is told who sends, signed with the server's key.
    expect(message?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);

    const removed = await t.request('/api/notifications/subscription', {
      method: 'DELETE',
      cookie: member.cookie,
      json: { endpoint: device.endpoint },
    });
    expect(await removed.json()).toEqual({ subscribed: false });
    expect((await sendTest(device.endpoint)).status).toBe(404);
  });

  it("cannot test or remove another member's device", async () => {
    const other = await t.createUser();
    const device = service.subscription();
    await subscribe(device, other);
    expect((await sendTest(device.endpoint)).status).toBe(404);
    await t.request('/api/notifications/subscription', {
      method: 'DELETE',
      cookie: member.cookie,
      json: { endpoint: device.endpoint },
    });
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, other.id))).toBe(1);
  });

  it('a push service that is down or silent gets 502 push_failed within the time limit, logged', async () => {
    for (const mode of ['down', 'silent'] as const) {
      const device = service.subscription();
      service.behave(device.id, mode);
      await subscribe(device);
      const started = Date.now();
      const { error } = await answerBody(
        t.api(member.cookie).notifications.test.$post({ json: { endpoint: device.endpoint } }),
        502,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(error.code).toBe('push_failed');
    }
    expect(logged.some((line) => line.includes('push not delivered'))).toBe(true);
  });

  it('every failed test answers the same, whatever the push service said; a gone subscription is removed', async () => {
    const answers: unknown[] = [];
    const devices = new Map<string, string>();
    for (const mode of ['gone', 'missing', 'down'] as const) {
      const device = service.subscription();
      service.behave(device.id, mode);
      await subscribe(device);
      devices.set(mode, device.endpoint);
      const response = await sendTest(device.endpoint);
      answers.push({ status: response.status, body: await response.json() });
      expect(service.attemptsFor(device.id)).toBe(1);
    }
    // And an endpoint the provider refuses (not on its list of push services), stored directly.
    const refused = `https://localhost:${new URL(service.subscription().endpoint).port}/push/x`;
    await t.db.insert(pushSubscriptions).values({
      userId: member.id,
      endpoint: refused,
      ...service.subscription().keys,
    });
    const response = await sendTest(refused);
    answers.push({ status: response.status, body: await response.json() });
    expect(answers).toHaveLength(4);
    for (const answer of answers)
      expect(answer).toEqual({
        status: 502,
        body: { error: { code: 'push_failed', message: 'Failed to send test notification' } },
      });
    // The service's 404 and 410 still drop the subscription on the server's side.
    const left = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, member.id));
    expect(left.map((row) => row.endpoint)).toEqual(
      expect.arrayContaining([devices.get('down'), refused]),
    );
    for (const mode of ['gone', 'missing'])
      expect(left.map((row) => row.endpoint)).not.toContain(devices.get(mode));
  });

  it('the status names the stored time zone once the device reported one', async () => {
    await t.db
      .update(profiles)
      .set({ timezone: 'Asia/Tokyo' })
      .where(eq(profiles.userId, member.id));
    const status = await t.request('/api/notifications/status', { cookie: member.cookie });
    expect(await status.json()).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });
});
