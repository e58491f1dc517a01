import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserContentType } from '@contracts/enums';
import { openPostgres, type Database } from '@server/db/connection';
import { notificationDeliveries, pushSubscriptions } from '@server/db/schema/notifications';
import { userContentPreferences } from '@server/db/schema/preferences';
import { profiles } from '@server/db/schema/profiles';
import { emailOutbox } from '@server/db/schema/system';
import { createWebPushProvider } from '@server/providers/push';
import { createTestContext, type TestContext, type TestUser } from '@server/test/harness';
import {
  startCountingListener,
  startPushService,
  type PushService,
} from '@server/test/push-service';
import { runNotificationTick } from './tick';

// The reminder scheduler driven by a fake clock: each tick is given its "now". Deliveries go as real
// Web Push messages to a local push service, which decrypts them.

let t: TestContext;
let service: PushService;
/** A second instance's database connection on PostgreSQL (its own pool), else the same one. */
let second: Database | undefined;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestContext();
  service = await startPushService();
  if (t.database.kind === 'postgres') second = await openPostgres(t.database.url!);
});
afterAll(async () => {
  await second?.close();
  await service.close();
  await t.close();
});

const push = () => createWebPushProvider({ ...service.providerOptions, timeoutMs: 2_000 });
const deps = (db = t.db) => ({
  db,
  push: push(),
  email: t.email,
  logger,
  publicUrl: 'https://psalmlight.test',
});

/** One tick as two instances would run it at the same minute (two pools on PostgreSQL). */
async function tickEverywhere(now: Date) {
  await Promise.all([
    runNotificationTick(deps(), now),
    runNotificationTick(deps(second?.db ?? t.db), now),
  ]);
}

type MemberOptions = {
  timeZone: string | null;
  dailyReminders?: boolean;
  scriptureDaily?: boolean;
  emailUpdates?: boolean;
  content?: { type: UserContentType; time: string; zone: string }[];
};

/** A member with one subscribed device (unless device: false) and the given switches. */
async function member(options: MemberOptions, device = true) {
  const user = await t.createUser();
  await t.db
    .update(profiles)
    .set({
      timezone: options.timeZone,
      dailyReminders: options.dailyReminders ?? false,
      scriptureDaily: options.scriptureDaily ?? false,
      emailUpdates: options.emailUpdates ?? false,
    })
    .where(eq(profiles.userId, user.id));
  for (const content of options.content ?? [])
    await t.db.insert(userContentPreferences).values({
      userId: user.id,
      contentType: content.type,
      deliveryTime: content.time,
      timezone: content.zone,
      wantsNotification: true,
    });
  const subscription = service.subscription();
  if (device)
    await t.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
  return { user, subscription };
}

/** Stops a member's deliveries, so later tests' clocks do not reach them. */
const retire = (user: TestUser) =>
  t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));

const minute = 60_000;
const at = (iso: string) => new Date(iso);

/**
 * Ticks at every expected instant and the minutes around it (and at `extra` instants), and checks
 * that after each tick exactly the messages due at that minute arrived: none a minute early, none
 * again a minute later.
 */
async function expectDeliveriesAt(
  subscriptionId: string,
  expected: { at: string; tag: string }[],
  extra: string[] = [],
) {
  const probes = new Set<number>();
  for (const e of expected) for (const d of [-1, 0, 1]) probes.add(Date.parse(e.at) + d * minute);
  for (const e of extra) probes.add(Date.parse(e));
  const seen: { at: string; tag: string }[] = [];
  for (const probe of [...probes].sort((a, b) => a - b)) {
    const before = service.received.length;
    await tickEverywhere(new Date(probe));
    for (const message of service.received.slice(before))
      if (message.subscription === subscriptionId)
        seen.push({ at: new Date(probe).toISOString(), tag: message.payload.tag! });
  }
  const normal = (list: { at: string; tag: string }[]) =>
    list
      .map((e) => `${new Date(e.at).toISOString()} ${e.tag}`)
      .sort()
      .join('\n');
  expect(normal(seen)).toBe(normal(expected));
}

describe('the reminder scheduler across daylight-saving changes', () => {
  it('New York: reminders at their local minute before and after the spring change; 02:30 (skipped by the clock) comes at 03:00', async () => {
    const { user, subscription } = await member({
      timeZone: 'America/New_York',
      dailyReminders: true,
      content: [{ type: 'journal_prompt', time: '02:30', zone: 'America/New_York' }],
    });
    // EST (UTC-5) until 2026-03-08 07:00Z, EDT (UTC-4) after.
    await expectDeliveriesAt(subscription.id, [
      { at: '2026-03-07T07:30Z', tag: 'content_journal_prompt' },
      { at: '2026-03-07T12:00Z', tag: 'prayer_morning' },
      { at: '2026-03-07T17:00Z', tag: 'prayer_midday' },
      { at: '2026-03-07T23:00Z', tag: 'prayer_evening' },
      { at: '2026-03-08T02:00Z', tag: 'prayer_night' },
      { at: '2026-03-08T07:00Z', tag: 'content_journal_prompt' },
      { at: '2026-03-08T11:00Z', tag: 'prayer_morning' },
      { at: '2026-03-08T16:00Z', tag: 'prayer_midday' },
      { at: '2026-03-08T22:00Z', tag: 'prayer_evening' },
      { at: '2026-03-09T01:00Z', tag: 'prayer_night' },
      { at: '2026-03-09T06:30Z', tag: 'content_journal_prompt' },
      { at: '2026-03-09T11:00Z', tag: 'prayer_morning' },
    ]);
    const journal = service.received.find(
      (m) => m.subscription === subscription.id && m.payload.tag === 'content_journal_prompt',
    );
    expect(journal?.payload).toEqual({
      title: 'Journal Prompt',
      body: "Today's journal prompt is ready. Write your reflection.",
      url: '/journal',
      tag: 'content_journal_prompt',
    });
    const morning = service.received.find(
      (m) => m.subscription === subscription.id && m.payload.tag === 'prayer_morning',
    );
    expect(morning?.payload).toMatchObject({ title: 'Morning Prayer', url: '/dashboard' });
    await retire(user);
  });

  it('London: the spring change moves every reminder an hour earlier in UTC, and 01:30 comes at 02:00', async () => {
    const { user, subscription } = await member({
      timeZone: 'Europe/London',
      dailyReminders: true,
      content: [{ type: 'daily_prayer', time: '01:30', zone: 'Europe/London' }],
    });
    // GMT until 2026-03-29 01:00Z, BST (UTC+1) after.
    await expectDeliveriesAt(subscription.id, [
      { at: '2026-03-28T01:30Z', tag: 'content_daily_prayer' },
      { at: '2026-03-28T07:00Z', tag: 'prayer_morning' },
      { at: '2026-03-28T21:00Z', tag: 'prayer_night' },
      { at: '2026-03-28T12:00Z', tag: 'prayer_midday' },
      { at: '2026-03-28T18:00Z', tag: 'prayer_evening' },
      { at: '2026-03-29T01:00Z', tag: 'content_daily_prayer' },
      { at: '2026-03-29T06:00Z', tag: 'prayer_morning' },
      { at: '2026-03-29T11:00Z', tag: 'prayer_midday' },
      { at: '2026-03-29T17:00Z', tag: 'prayer_evening' },
      { at: '2026-03-29T20:00Z', tag: 'prayer_night' },
      { at: '2026-03-30T00:30Z', tag: 'content_daily_prayer' },
    ]);
    await retire(user);
  });

  it('Sydney: 02:30 happens twice when the clocks go back, and is delivered once, the first time', async () => {
    const { user, subscription } = await member({
      timeZone: 'Australia/Sydney',
      dailyReminders: true,
      content: [{ type: 'daily_meditation', time: '02:30', zone: 'Australia/Sydney' }],
    });
    // AEDT (UTC+11) until 2026-04-04 16:00Z (03:00 local), AEST (UTC+10) after: 02:00-03:00 repeats.
    await expectDeliveriesAt(
      subscription.id,
      [
        { at: '2026-04-03T15:30Z', tag: 'content_daily_meditation' },
        { at: '2026-04-03T20:00Z', tag: 'prayer_morning' },
        { at: '2026-04-04T01:00Z', tag: 'prayer_midday' },
        { at: '2026-04-04T07:00Z', tag: 'prayer_evening' },
        { at: '2026-04-04T10:00Z', tag: 'prayer_night' },
        { at: '2026-04-04T15:30Z', tag: 'content_daily_meditation' },
        { at: '2026-04-04T21:00Z', tag: 'prayer_morning' },
        { at: '2026-04-05T02:00Z', tag: 'prayer_midday' },
        { at: '2026-04-05T08:00Z', tag: 'prayer_evening' },
        { at: '2026-04-05T11:00Z', tag: 'prayer_night' },
        { at: '2026-04-05T16:30Z', tag: 'content_daily_meditation' },
      ],
      // The second 02:30 of 5 April (AEST) and the minutes around it: nothing more.
      ['2026-04-04T16:29Z', '2026-04-04T16:30Z', '2026-04-04T16:31Z', '2026-04-04T16:45Z'],
    );
    const rows = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, user.id));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(rows.filter((row) => row.localDate === '2026-04-05')).toHaveLength(5);
    await retire(user);
  });
});

describe('late runs, dead subscriptions and a failing push service', () => {
  it('a tick 59 minutes late sends the reminder once; one 61 minutes late skips it', async () => {
    const { user, subscription } = await member({ timeZone: null, dailyReminders: true });
    // No zone: UTC. The 07:00 reminder of 1 June, first checked at 07:59, then again.
    await tickEverywhere(at('2026-06-01T07:59Z'));
    await tickEverywhere(at('2026-06-01T08:00Z'));
    await tickEverywhere(at('2026-06-01T08:30Z'));
    const june1 = service.received.filter((m) => m.subscription === subscription.id);
    expect(june1.map((m) => m.payload.tag)).toEqual(['prayer_morning']);
    // 2 June: the server was down from 06:50 to 08:01.
    await tickEverywhere(at('2026-06-02T08:01Z'));
    expect(service.received.filter((m) => m.subscription === subscription.id)).toHaveLength(1);
    const ledger = await t.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.userId, user.id),
          eq(notificationDeliveries.localDate, '2026-06-02'),
        ),
      );
    expect(ledger).toEqual([]);
    await retire(user);
  });

  it('drops the subscriptions the push service answers 404 or 410 for, and still reaches the live device', async () => {
    const { user, subscription: live } = await member({ timeZone: 'UTC', dailyReminders: true });
    const gone = service.subscription();
    const missing = service.subscription();
    for (const s of [gone, missing])
      await t.db.insert(pushSubscriptions).values({
        userId: user.id,
        endpoint: s.endpoint,
        p256dh: s.keys.p256dh,
        auth: s.keys.auth,
      });
    service.behave(gone.id, 'gone');
    service.behave(missing.id, 'missing');
    await tickEverywhere(at('2026-06-10T12:00Z'));
    expect(service.received.filter((m) => m.subscription === live.id)).toHaveLength(1);
    expect(service.attemptsFor(gone.id)).toBe(1);
    expect(service.attemptsFor(missing.id)).toBe(1);
    const left = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([{ endpoint: live.endpoint }]);
    await retire(user);
  });

  it('retries with a growing pause while the push service is down, then delivers once', async () => {
    const { user, subscription } = await member({ timeZone: 'Asia/Tokyo', dailyReminders: true });
    service.behave(subscription.id, 'down');
    // 12:00 in Tokyo is 03:00Z.
    await tickEverywhere(at('2026-06-15T03:00Z'));
    expect(service.attemptsFor(subscription.id)).toBe(1);
    await tickEverywhere(at('2026-06-15T03:01Z')); // first pause: 1 minute
    expect(service.attemptsFor(subscription.id)).toBe(2);
    await tickEverywhere(at('2026-06-15T03:02Z')); // second pause: 2 minutes, not over yet
    expect(service.attemptsFor(subscription.id)).toBe(2);
    service.behave(subscription.id, 'accept');
    await tickEverywhere(at('2026-06-15T03:03Z'));
    await tickEverywhere(at('2026-06-15T03:10Z'));
    expect(service.received.filter((m) => m.subscription === subscription.id)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, user.id));
    expect(row).toMatchObject({ kind: 'prayer_midday', status: 'sent', attempts: 3 });
    await retire(user);
  });

  it('a push service that does not answer is given up on after the timeout and retried', async () => {
    const { user, subscription } = await member({ timeZone: 'UTC', dailyReminders: true });
    service.behave(subscription.id, 'silent');
    const started = Date.now();
    await tickEverywhere(at('2026-06-20T18:00Z'));
    expect(Date.now() - started).toBeLessThan(10_000);
    const [row] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, user.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/timeout|No answer/i);
    expect(row!.nextAttemptAt.toISOString()).toBe('2026-06-20T18:01:00.000Z');
    await retire(user);
  });
});

describe('reminders to endpoints that are not push services', () => {
  it('are never sent to an internal address stored by other means, and not retried', async () => {
    const listener = await startCountingListener();
    const { user } = await member({ timeZone: 'UTC', dailyReminders: true }, false);
    for (const endpoint of [
      `https://127.0.0.1:${listener.port}/x`,
      `https://0x7f000001:${listener.port}/x`,
      `https://localhost:${listener.port}/x`,
    ])
      await t.db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint, ...service.subscription().keys });
    // The production provider: no test options.
    const production = { ...deps(), push: createWebPushProvider({ timeoutMs: 2_000 }) };
    await runNotificationTick(production, at('2026-06-25T07:00Z'));
    await runNotificationTick(production, at('2026-06-25T07:01Z'));
    await runNotificationTick(production, at('2026-06-25T07:05Z'));
    expect(listener.connections()).toBe(0);
    const [row] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, user.id));
    expect(row).toMatchObject({ kind: 'prayer_morning', status: 'failed', attempts: 1 });
    await listener.close();
    await retire(user);
  });
});

describe('which reminders a member gets', () => {
  it('the daily psalm comes once a day at a minute between 08:00 and 18:00, only with push and scripture on', async () => {
    const { user, subscription } = await member({
      timeZone: 'Europe/London',
      scriptureDaily: true,
    });
    const off = await member({ timeZone: 'Europe/London', scriptureDaily: true });
    await t.db
      .update(profiles)
      .set({ pushNotifications: false })
      .where(eq(profiles.userId, off.user.id));
    // 1 July in London (BST): 07:00Z to 17:00Z is 08:00 to 18:00; tick every 10 minutes and each
    // minute once it has come, to find the minute.
    for (
      let time = Date.parse('2026-07-01T06:50Z');
      time <= Date.parse('2026-07-01T17:10Z');
      time += 10 * minute
    )
      await tickEverywhere(new Date(time));
    const received = service.received.filter((m) => m.subscription === subscription.id);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload).toMatchObject({ title: "Today's Psalm", url: '/dashboard' });
    const [row] = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, user.id));
    const due = row!.dueAt.getTime();
    expect(due).toBeGreaterThanOrEqual(Date.parse('2026-07-01T07:00Z'));
    expect(due).toBeLessThan(Date.parse('2026-07-01T17:00Z'));
    expect(service.received.filter((m) => m.subscription === off.subscription.id)).toEqual([]);
    await retire(user);
    await retire(off.user);
  });

  it('a member with email updates on and no device gets the reminder by email; one with a device gets push only', async () => {
    const byEmail = await member(
      { timeZone: 'America/New_York', dailyReminders: true, emailUpdates: true },
      false,
    );
    const byPush = await member({
      timeZone: 'America/New_York',
      dailyReminders: true,
      emailUpdates: true,
    });
    await tickEverywhere(at('2026-07-02T22:00Z')); // 18:00 in New York (EDT)
    const email = await t.lastEmail(byEmail.user.email);
    expect(email).toMatchObject({
      subject: 'Evening Prayer',
      link: 'https://psalmlight.test/dashboard',
    });
    expect(email!.text).toContain('As the day winds down, give thanks for its blessings.');
    expect(service.received.filter((m) => m.subscription === byPush.subscription.id)).toHaveLength(
      1,
    );
    await tickEverywhere(at('2026-07-02T22:01Z'));
    const reminders = (to: string) =>
      t.db.$count(
        emailOutbox,
        and(eq(emailOutbox.to, to), eq(emailOutbox.subject, 'Evening Prayer')),
      );
    expect(await reminders(byEmail.user.email)).toBe(1);
    expect(await reminders(byPush.user.email)).toBe(0);
    await t.db
      .update(profiles)
      .set({ emailUpdates: false })
      .where(eq(profiles.userId, byEmail.user.id));
    await retire(byPush.user);
  });
});
