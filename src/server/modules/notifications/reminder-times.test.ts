import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCustomReminders } from '@contracts/notifications';
import { prayerReminderTimes, pushSubscriptions } from '@server/db/schema/notifications';
import { profiles } from '@server/db/schema/profiles';
import { createWebPushProvider } from '@server/providers/push';
import {
  answerBody,
  createTestContext,
  type TestContext,
  type TestUser,
} from '@server/test/harness';
import { startPushService, type PushService } from '@server/test/push-service';
import { runNotificationTick } from './tick';

// Reminder times a member chooses: saved through the API (and refused field by field when wrong),
// then sent by the scheduler at that local minute in the member's zone, once a day, on a fake
// clock, with real Web Push messages that a local push service decrypts.

let t: TestContext;
let service: PushService;
let member: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  service = await startPushService();
  member = await t.createUser();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const save = (times: unknown, user = member) =>
  t.request('/api/notifications/reminder-times', {
    method: 'PUT',
    cookie: user.cookie,
    json: { times },
  });
const stored = (user = member) =>
  answerBody(t.api(user.cookie).notifications['reminder-times'].$get());

describe('the reminder times API', () => {
  it('stores the times earliest first and replaces the list on each save', async () => {
    expect(await stored()).toEqual({ times: [] });
    const response = await save(['21:45', '06:15']);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ times: ['06:15', '21:45'] });
    await save(['06:15', '13:30']);
    expect(await stored()).toEqual({ times: ['06:15', '13:30'] });
    await save([]);
    expect(await stored()).toEqual({ times: [] });
  });

  it('refuses a time that is not a quarter hour, a repeat and a seventh time, naming the field', async () => {
    await save(['08:00']);
    const seven = ['00:00', '01:00', '02:00', '03:00', '04:00', '05:00', '06:00'];
    const cases = [
      { times: ['07:10'], field: 'times.0' },
      { times: ['08:00', '24:00'], field: 'times.1' },
      { times: ['7:15'], field: 'times.0' },
      { times: ['07:15:00'], field: 'times.0' },
      { times: [715], field: 'times.0' },
      { times: ['09:00', '09:00'], field: 'times' },
      { times: seven, field: 'times' },
      { times: 'all day', field: 'times' },
    ];
    expect(seven).toHaveLength(maxCustomReminders + 1);
    for (const { times, field } of cases) {
      const response = await save(times);
      expect(response.status, JSON.stringify(times)).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toContain(field);
    }
    expect(await stored()).toEqual({ times: ['08:00'] });
  });

  it("keeps each member's times to themselves, and asks for a session", async () => {
    const other = await t.createUser();
    await save(['05:30'], other);
    expect(await stored()).toEqual({ times: ['08:00'] });
    const anonymous = await t.request('/api/notifications/reminder-times');
    expect(anonymous.status).toBe(401);
  });
});

describe('the scheduler and chosen times', () => {
  const minute = 60_000;
  const deps = () => ({
    db: t.db,
    push: createWebPushProvider({ ...service.providerOptions, timeoutMs: 2_000 }),
    email: t.email,
    logger: pino({ level: 'silent' }),
    publicUrl: 'https://psalmlight.test',
  });

  /** Ticks at each instant (in order) and answers the tags that reached the device at each. */
  async function tickAt(subscriptionId: string, instants: string[]) {
    const seen: string[] = [];
    for (const instant of instants.map(Date.parse).sort((a, b) => a - b)) {
      const before = service.received.length;
      await runNotificationTick(deps(), new Date(instant));
      for (const message of service.received.slice(before))
        if (message.subscription === subscriptionId)
          seen.push(`${new Date(instant).toISOString().slice(0, 16)} ${message.payload.tag}`);
    }
    return seen;
  }
  const around = (iso: string) =>
    [-1, 0, 0, 1, 30].map((d) => new Date(Date.parse(iso) + d * minute).toISOString());

  it('sends a chosen time at that minute in New York once a day, across the spring change', async () => {
    const user = await t.createUser();
    await t.db
      .update(profiles)
      .set({ timezone: 'America/New_York', dailyReminders: true, scriptureDaily: false })
      .where(eq(profiles.userId, user.id));
    const device = service.subscription();
    await t.db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
    });
    // 07:00 is also the fixed morning reminder, which is on: that minute brings one message.
    expect((await save(['06:45', '07:00'], user)).status).toBe(200);

    // EST (UTC-5) until 2026-03-08 07:00Z, EDT (UTC-4) after: 06:45 local is 11:45Z, then 10:45Z.
    const seen = await tickAt(device.id, [
      ...around('2026-03-07T11:45Z'),
      ...around('2026-03-07T12:00Z'),
      ...around('2026-03-08T10:45Z'),
      ...around('2026-03-08T11:00Z'),
    ]);
    expect(seen).toEqual([
      '2026-03-07T11:45 prayer_at_06:45',
      '2026-03-07T12:00 prayer_morning',
      '2026-03-08T10:45 prayer_at_06:45',
      '2026-03-08T11:00 prayer_morning',
    ]);
    const chosen = service.received.find(
      (m) => m.subscription === device.id && m.payload.tag === 'prayer_at_06:45',
    );
    expect(chosen?.payload).toEqual({
      title: 'Prayer Reminder',
      body: 'You set this time aside for prayer. Take a moment with God.',
      url: '/dashboard',
      tag: 'prayer_at_06:45',
    });

    // With the fixed reminders off and 06:45 removed, the chosen 07:00 comes on its own.
    await t.db.update(profiles).set({ dailyReminders: false }).where(eq(profiles.userId, user.id));
    await save(['07:00'], user);
    expect(await tickAt(device.id, around('2026-03-09T11:00Z'))).toEqual([
      '2026-03-09T11:00 prayer_at_07:00',
    ]);
    // With no chosen times left, nothing comes.
    await save([], user);
    expect(await tickAt(device.id, around('2026-03-10T11:00Z'))).toEqual([]);
    await t.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  });

  it('the database refuses a stored time off the quarter hour', async () => {
    await expect(
      t.db.insert(prayerReminderTimes).values({ userId: member.id, localTime: '07:10' }),
    ).rejects.toThrow();
  });
});
