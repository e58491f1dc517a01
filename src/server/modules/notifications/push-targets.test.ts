import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPushDevices } from '@contracts/notifications';
import { pushSubscriptions } from '@server/db/schema/notifications';
import { createWebPushProvider, generateVapidKeys } from '@server/providers/push';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import { startCountingListener } from '@server/test/push-service';

// Decision 032: a member cannot make the server connect to internal addresses through a push
// subscription (blind SSRF), learn how such an address answers, or store endpoints without bound.
// The app here has the production push provider: nothing passed, the defaults.

let t: TestContext;
let listener: Awaited<ReturnType<typeof startCountingListener>>;
let member: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  listener = await startCountingListener();
  member = await t.createUser();
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

/** A browser's keys: a P-256 public key and a 16-byte secret. */
const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

const subscribe = (endpoint: string, user = member) =>
  t.request('/api/notifications/subscription', {
    method: 'PUT',
    cookie: user.cookie,
    json: { endpoint, keys: keys() },
  });

/** The same internal target written every way a URL can name it. */
const internalEndpoints = (port: number) => [
  `https://127.0.0.1:${port}/x`,
  `https://0x7f000001:${port}/x`,
  `https://2130706433:${port}/x`,
  `https://127.1:${port}/x`,
  `https://localhost:${port}/x`,
  `https://[::1]:${port}/x`,
  `https://[::ffff:127.0.0.1]:${port}/x`,
];

describe('push endpoints are push services only', () => {
  it('refuses internal and unknown endpoints at subscribe time with 400 on endpoint, storing nothing', async () => {
    const endpoints = [
      ...internalEndpoints(listener.port),
      'https://10.0.0.8/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/push',
      'https://push.example.org/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com.attacker.example/x',
      'https://user@attacker.example/fcm.googleapis.com/x',
      'https://fcm.googleapis.com:443@127.0.0.1/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      // The browsers' push services listen on 443 alone: another port is someone else's.
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://updates.push.services.mozilla.com:22/wpush/v2/x',
      'https://web.push.apple.com:6379/x',
    ];
    for (const endpoint of endpoints) {
      const response = await subscribe(endpoint);
      expect(response.status, endpoint).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(error.code).toBe('validation_failed');
      expect(error.fields.endpoint).toMatch(/push service/);
    }
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, member.id))).toBe(0);
  });

  it("takes the browsers' own push services", async () => {
    const user = await t.createUser();
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx2',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
      'https://fcm.googleapis.com:443/fcm/send/ghi:jkl',
    ];
    for (const endpoint of endpoints) expect((await subscribe(endpoint, user)).status).toBe(200);
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(5);
  });

  it('never connects to an internal endpoint stored by other means, and answers as for any failure', async () => {
    const user = await t.createUser();
    const answers: unknown[] = [];
    for (const endpoint of internalEndpoints(listener.port)) {
      // A row saved before the rules existed, or written straight into the database.
      await t.db.insert(pushSubscriptions).values({ userId: user.id, endpoint, ...keys() });
      const response = await t.request('/api/notifications/test', {
        cookie: user.cookie,
        json: { endpoint },
      });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(listener.connections()).toBe(0);
    for (const answer of answers)
      expect(answer).toEqual({
        status: 502,
        body: { error: { code: 'push_failed', message: 'Failed to send test notification' } },
      });
  });
});

describe('addresses are checked when sending, after the name is resolved', () => {
  it('a listed host that is or resolves to an internal address is refused before any connection', async () => {
    // An operator's list naming hosts that turn out internal (or are re-pointed there later).
    const push = createWebPushProvider({ extraHosts: ['localhost', '127.0.0.1', '[::1]'] });
    const vapid = { ...(await generateVapidKeys()), subject: 'mailto:no-reply@example.test' };
    const payload = { title: 'x', body: 'y', url: '/dashboard' };
    for (const endpoint of [
      `https://localhost:${listener.port}/x`,
      `https://127.0.0.1:${listener.port}/x`,
      `https://[::1]:${listener.port}/x`,
    ]) {
      expect(push.acceptsEndpoint(endpoint)).toBe(true);
      const result = await push.send({ endpoint, ...keys() }, payload, vapid);
      expect(result, endpoint).toMatchObject({ ok: false, gone: false, refused: true });
    }
    expect(listener.connections()).toBe(0);
  });
});

describe('at most ten devices a member', () => {
  const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`;

  it('a burst of 54 parallel subscriptions, each answered, leaves ten devices', async () => {
    const user = await t.createUser();
    const responses = await Promise.all(Array.from({ length: 54 }, () => subscribe(fcm(), user)));
    expect(responses.map((response) => response.status)).toEqual(Array(54).fill(200));
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, user.id))).toBe(
      maxPushDevices,
    );
  });

  it('an eleventh device replaces the one saved longest ago; saving a device again keeps it', async () => {
    const user = await t.createUser();
    const endpoints = Array.from({ length: maxPushDevices }, fcm);
    for (const endpoint of endpoints) expect((await subscribe(endpoint, user)).status).toBe(200);
    // The first device is saved again (its browser turned notifications on again): now the newest.
    await subscribe(endpoints[0]!, user);
    const eleventh = fcm();
    await subscribe(eleventh, user);
    const left = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((row) => row.endpoint).sort()).toEqual(
      [endpoints[0]!, ...endpoints.slice(2), eleventh].sort(),
    );
    const status = await t.request('/api/notifications/status', { cookie: user.cookie });
    expect(await status.json()).toMatchObject({ devices: maxPushDevices });
  });
});
