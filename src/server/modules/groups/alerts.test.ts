import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityPosts } from '@server/db/schema/community';
import { prayerGroupAlerts } from '@server/db/schema/group-alerts';
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
import { queueRequestAlerts, runGroupAlertsTick } from './alerts';

// A group's notices (decision 063) driven by a fake clock: each tick is given its "now", and pushes
// go as real Web Push messages to a local push service, which decrypts them.

let t: TestContext;
let service: PushService;
beforeAll(async () => {
  t = await createTestContext();
  service = await startPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const deps = () => ({
  db: t.db,
  push: createWebPushProvider({ ...service.providerOptions, timeoutMs: 2_000 }),
  logger: pino({ level: 'silent' }),
  publicUrl: 'https://psalmlight.test',
});
const call = (user: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { cookie: user.cookie, ...init });

/** A member with a device, a zone, a language and a choice for the group. */
async function person(timeZone: string, language: 'en' | 'pt' | 'es' = 'en') {
  const user = await t.createUser();
  await t.db
    .update(profiles)
    .set({ timezone: timeZone, language })
    .where(eq(profiles.userId, user.id));
  const subscription = service.subscription();
  await t.db.insert(pushSubscriptions).values({
    userId: user.id,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
  return { user, subscription };
}

async function groupOf(leader: TestUser, members: { user: TestUser; notify: string }[]) {
  const group = await answerBody(
    t.api(leader.cookie).groups.$post({ json: { name: 'Family', description: '' } }),
    201,
  );
  const invite = await answerBody(
    t.api(leader.cookie).groups[':id'].invites.$post({ param: { id: group.id } }),
    201,
  );
  const token = invite.url.split('/groups/join/')[1];
  for (const { user, notify } of members) {
    expect((await call(user, '/api/groups/join', { json: { token } })).status).toBe(200);
    const chosen = await call(user, `/api/groups/${group.id}/notifications`, {
      method: 'PUT',
      json: { notify },
    });
    expect(chosen.status).toBe(200);
  }
  return group.id;
}

async function request(groupId: string, author: TestUser, title: string) {
  const posted = await answerBody(
    t.api(author.cookie).groups[':id'].posts.$post({
      param: { id: groupId },
      json: { title, content: 'Please pray.', postType: 'prayer_request' },
    }),
    201,
  );
  return posted.id;
}

/** The pushes one device received during `run`. */
async function pushesTo(subscriptionId: string, run: () => Promise<unknown>) {
  const before = service.received.length;
  await run();
  return service.received
    .slice(before)
    .filter((message) => message.subscription === subscriptionId)
    .map((message) => message.payload);
}

describe('group notices', () => {
  it('shows each new request in the app to those who chose every request, not to the author or the others', async () => {
    const leader = await person('UTC');
    const every = await person('UTC');
    const daily = await person('UTC');
    const none = await person('UTC');
    const groupId = await groupOf(leader.user, [
      { user: every.user, notify: 'every' },
      { user: daily.user, notify: 'daily' },
      { user: none.user, notify: 'none' },
    ]);
    const postId = await request(groupId, leader.user, 'Healing for Grandpa');

    const list = (user: TestUser) => answerBody(t.api(user.cookie)['group-alerts'].$get());
    const seen = await list(every.user);
    expect(seen.unread).toBe(1);
    expect(seen.items).toEqual([
      expect.objectContaining({
        kind: 'request',
        groupId,
        groupName: 'Family',
        postId,
        postTitle: 'Healing for Grandpa',
        read: false,
      }),
    ]);
    for (const other of [leader.user, daily.user, none.user])
      expect((await list(other)).items).toEqual([]);

    // Opening the group's wall reads its notices.
    expect((await call(every.user, `/api/groups/${groupId}/posts`)).status).toBe(200);
    expect((await list(every.user)).unread).toBe(0);
  });

  it('pushes a request at once by day, and at 07:00 on the member’s clock when written at night, in their language', async () => {
    const leader = await person('UTC');
    const reader = await person('America/New_York', 'pt');
    const groupId = await groupOf(leader.user, [{ user: reader.user, notify: 'every' }]);
    const night = await request(groupId, leader.user, 'Viagem segura');
    // Its notice again, as if it had been written at 23:00 in New York (03:00Z; summer: UTC-4).
    await t.db.delete(prayerGroupAlerts).where(eq(prayerGroupAlerts.postId, night));
    await queueRequestAlerts(
      t.db,
      { id: night, groupId, authorId: leader.user.id },
      new Date('2026-06-01T03:00:00Z'),
    );

    expect(
      await pushesTo(reader.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-01T10:59:00Z')),
      ),
    ).toEqual([]);
    expect(
      await pushesTo(reader.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-01T11:00:00Z')),
      ),
    ).toEqual([
      {
        title: 'Novo pedido de oração em Family',
        body: 'Viagem segura',
        url: `/groups/${groupId}`,
        tag: `group-${groupId}`,
      },
    ]);
    // Once.
    expect(
      await pushesTo(reader.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-01T11:05:00Z')),
      ),
    ).toEqual([]);
    // By day (11:00 in New York) it goes at once.
    const day = await request(groupId, leader.user, 'Boa prova');
    await t.db.delete(prayerGroupAlerts).where(eq(prayerGroupAlerts.postId, day));
    await queueRequestAlerts(
      t.db,
      { id: day, groupId, authorId: leader.user.id },
      new Date('2026-06-01T15:00:00Z'),
    );
    expect(
      (
        await pushesTo(reader.subscription.id, () =>
          runGroupAlertsTick(deps(), new Date('2026-06-01T15:00:00Z')),
        )
      ).map((payload) => payload.body),
    ).toEqual(['Boa prova']);
  });

  it('pushes nothing queued for the night to a member removed, nor of a request hidden, meanwhile', async () => {
    const leader = await person('UTC');
    const leaving = await person('America/New_York');
    const staying = await person('America/New_York');
    const groupId = await groupOf(leader.user, [
      { user: leaving.user, notify: 'every' },
      { user: staying.user, notify: 'every' },
    ]);
    const night = new Date('2026-06-02T03:00:00Z');
    const first = await request(groupId, leader.user, 'Written at night');
    const second = await request(groupId, leader.user, 'Hidden by morning');
    for (const id of [first, second]) {
      await t.db.delete(prayerGroupAlerts).where(eq(prayerGroupAlerts.postId, id));
      await queueRequestAlerts(t.db, { id, groupId, authorId: leader.user.id }, night);
    }
    // Before 07:00 on their clock: one is removed, the other request is hidden by the leader.
    expect(
      (
        await call(leader.user, `/api/groups/${groupId}/members/${leaving.user.id}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    expect(
      (await call(leader.user, `/api/groups/${groupId}/posts/${second}/hide`, { method: 'POST' }))
        .status,
    ).toBe(204);

    const morning = new Date('2026-06-02T11:00:00Z');
    const removedGot = await pushesTo(leaving.subscription.id, async () => {
      const stayedGot = await pushesTo(staying.subscription.id, () =>
        runGroupAlertsTick(deps(), morning),
      );
      expect(stayedGot.map((payload) => payload.body)).toEqual(['Written at night']);
    });
    expect(removedGot).toEqual([]);
  });

  it('sends a daily summary at 18:00 of the day’s new requests, once, and none on a quiet day', async () => {
    const leader = await person('UTC');
    const daily = await person('Europe/Lisbon');
    const groupId = await groupOf(leader.user, [{ user: daily.user, notify: 'daily' }]);
    const ids = [
      await request(groupId, leader.user, 'First'),
      await request(groupId, leader.user, 'Second'),
    ];
    // Written that morning (Lisbon is UTC+1 in summer: 18:00 there is 17:00Z).
    await t.db
      .update(communityPosts)
      .set({ createdAt: new Date('2026-06-02T08:00:00Z') })
      .where(inArray(communityPosts.id, ids));

    expect(
      await pushesTo(daily.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-02T16:59:00Z')),
      ),
    ).toEqual([]);
    expect(
      await pushesTo(daily.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-02T17:00:00Z')),
      ),
    ).toEqual([
      {
        title: 'Family: today’s prayer requests',
        body: '2 new prayer requests are waiting for your prayers.',
        url: `/groups/${groupId}`,
        tag: `group-${groupId}`,
      },
    ]);
    expect(
      await pushesTo(daily.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-02T17:01:00Z')),
      ),
    ).toEqual([]);
    // The next day brought nothing new: no summary.
    expect(
      await pushesTo(daily.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-03T17:00:00Z')),
      ),
    ).toEqual([]);
    const alerts = await answerBody(t.api(daily.user.cookie)['group-alerts'].$get());
    expect(alerts.items).toEqual([
      expect.objectContaining({ kind: 'daily', requests: 2, postId: null, groupName: 'Family' }),
    ]);
  });

  it('keeps a notice in the app alone when the member turned push off', async () => {
    const leader = await person('UTC');
    const quiet = await person('UTC');
    await t.db
      .update(profiles)
      .set({ pushNotifications: false })
      .where(eq(profiles.userId, quiet.user.id));
    const groupId = await groupOf(leader.user, [{ user: quiet.user, notify: 'every' }]);
    const postId = await request(groupId, leader.user, 'Quietly');
    await t.db
      .update(prayerGroupAlerts)
      .set({
        nextAttemptAt: new Date('2026-06-01T12:00:00Z'),
        dueAt: new Date('2026-06-01T12:00:00Z'),
      })
      .where(eq(prayerGroupAlerts.postId, postId));
    expect(
      await pushesTo(quiet.subscription.id, () =>
        runGroupAlertsTick(deps(), new Date('2026-06-01T12:00:00Z')),
      ),
    ).toEqual([]);
    const [row] = await t.db
      .select({ status: prayerGroupAlerts.status })
      .from(prayerGroupAlerts)
      .where(eq(prayerGroupAlerts.postId, postId));
    expect(row?.status).toBe('in_app');
  });
});
