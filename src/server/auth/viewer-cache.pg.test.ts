import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assembleApp } from '../assemble-app';
import { openPostgres, type Database } from '../db/connection';
import {
  createTestContext,
  testAuthSecret,
  testOrigin,
  type TestContext,
  type TestUser,
} from '../test/harness';

// The viewer cache across instances (decision 023): a change on one instance is seen by the other
// at once, through PostgreSQL NOTIFY. A .pg.test.ts file, run by the PostgreSQL lane alone (PGlite
// serves one instance); the one-instance cases are in viewer-cache.test.ts.

const silent = pino({ level: 'silent' });

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const me = async (cookie: string, context: Pick<TestContext, 'request'> = t) =>
  context.request('/api/me', { cookie });

/** A second server on the same PostgreSQL database: its own pool, LISTEN connection and cache. */
async function secondInstance(context: TestContext) {
  const database: Database = await openPostgres(context.database.url!);
  const { app, bus } = await assembleApp({
    database,
    authSecret: testAuthSecret,
    mail: { from: 'Psalmlight <x@example.test>' },
    text: context.text,
    voice: context.voice,
    media: context.media,
    logger: silent,
    journalKeys: context.journal.keys,
    publicUrl: testOrigin,
    rateLimitAuthPerMinute: 1000,
  });
  return {
    bus,
    request: async (path: string, init: { cookie?: string } = {}) =>
      app.request(`${testOrigin}${path}`, {
        headers: { origin: testOrigin, ...(init.cookie ? { cookie: init.cookie } : {}) },
      }),
    close: async () => {
      await bus.close();
      await database.close();
    },
  };
}

/**
 * The other instance learns of a change through PostgreSQL NOTIFY: the changing request is
 * answered after its own notification has come back round (postgres-bus.ts), but the other
 * instance's listener reads its copy on its own connection, a few milliseconds apart under load.
 * "At once" here means within that delivery: checked every 5 ms for at most 250 ms (decision 023).
 */
const arrivesAtOnce = (check: () => Promise<unknown>) =>
  vi.waitFor(check, { timeout: 250, interval: 5 });

describe('two instances on PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    other = await secondInstance(t);
  });
  afterAll(async () => {
    await other.close();
  });

  it('global sign-out on one instance is immediate on the other', async () => {
    const user: TestUser = await t.createUser();
    const phone = await t.signIn(user.email);
    // Both sessions are now cached on the other instance.
    expect((await me(user.cookie, other)).status).toBe(200);
    expect((await me(phone, other)).status).toBe(200);
    const revoked = await t.request('/api/auth/revoke-sessions', { cookie: phone, json: {} });
    expect(revoked.status).toBe(200);
    await arrivesAtOnce(async () => {
      expect((await me(user.cookie, other)).status).toBe(401);
      expect((await me(phone, other)).status).toBe(401);
    });
  });

  it('a role change on one instance is immediate on the other, both ways', async () => {
    const superAdmin = await t.createUser({ role: 'super_admin' });
    const member = await t.createUser();
    expect(await (await me(member.cookie, other)).json()).toMatchObject({ role: null });
    const granted = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: member.email, role: 'moderator' },
    });
    expect(granted.status).toBe(200);
    await arrivesAtOnce(async () =>
      expect(await (await me(member.cookie, other)).json()).toMatchObject({
        role: 'moderator',
        permissions: expect.arrayContaining(['content']),
      }),
    );
    const revoked = await t.request(`/api/admin/admins/${member.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(revoked.status).toBe(204);
    await arrivesAtOnce(async () =>
      expect(await (await me(member.cookie, other)).json()).toMatchObject({ role: null }),
    );
  });

  it('premium granted by staff on one instance counts at once on the other', async () => {
    const superAdmin = await t.createUser({ role: 'super_admin' });
    const member = await t.createUser();
    expect(await (await me(member.cookie, other)).json()).toMatchObject({ isPremium: false });
    const granted = await t.request('/api/admin/subscriptions/grant', {
      cookie: superAdmin.cookie,
      json: { email: member.email, durationDays: 30 },
    });
    expect(granted.status).toBe(200);
    await arrivesAtOnce(async () =>
      expect(await (await me(member.cookie, other)).json()).toMatchObject({ isPremium: true }),
    );
  });

  it('an instance whose LISTEN connection dropped stops trusting its cache', async () => {
    const user = await t.createUser();
    expect((await me(user.cookie, other)).status).toBe(200);
    // The other instance's listener is cut off; the session then ends without any signal.
    await t.database.sql(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where query like 'LISTEN realtime_events%' and pid <> pg_backend_pid()
          and datname = current_database()`,
    );
    await vi.waitFor(() => expect(other.bus.signalEpoch()).toBeNull());
    await t.database.sql('delete from sessions where user_id = $1', [user.id]);
    expect((await me(user.cookie, other)).status).toBe(401);
  });
});
