import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@contracts/realtime';
import { createTestContext, testPassword, type TestContext } from '../test/harness';
import { openStream, type SseStream } from '../test/sse-client';

// Open event streams follow their listener's access at once: a session that ends closes its
// streams and a role change narrows (or widens) them, without waiting for the periodic check (a
// minute here, as in production), on every instance.

let t: TestContext;
const opened: SseStream[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(opened.map((stream) => stream.close()));
  await t.close();
});

/** A stream that has said ready, closed after the file if a test does not. */
async function ready(cookie: string, context: TestContext = t) {
  const stream = await openStream(context, cookie);
  opened.push(stream);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

const contentChanged = (is_published: boolean, title: string): RealtimeEvent => ({
  type: 'content.changed',
  data: { id: randomUUID(), op: 'insert', title, is_published },
});

const ended = 'the stream ended';

describe('open streams follow sign-outs at once', () => {
  it('global sign-out ends every open stream of the person, and only theirs', async () => {
    const user = await t.createUser();
    const phone = await t.signIn(user.email);
    const other = await t.createUser();
    const laptopStream = await ready(user.cookie);
    const phoneStream = await ready(phone);
    const otherStream = await ready(other.cookie);

    const revoked = await t.request('/api/auth/revoke-sessions', { cookie: phone, json: {} });
    expect(revoked.status).toBe(200);
    await expect(laptopStream.next()).rejects.toThrow(ended);
    await expect(phoneStream.next()).rejects.toThrow(ended);

    const change = contentChanged(true, 'Psalm 1');
    await t.bus.publish(change);
    expect(await otherStream.next()).toEqual({ event: 'content.changed', data: change.data });
  });

  it('signing out one session ends its stream and keeps the other session streaming', async () => {
    const user = await t.createUser();
    const phone = await t.signIn(user.email);
    const laptopStream = await ready(user.cookie);
    const phoneStream = await ready(phone);

    const signedOut = await t.request('/api/auth/sign-out', { cookie: user.cookie, json: {} });
    expect(signedOut.status).toBe(200);
    await expect(laptopStream.next()).rejects.toThrow(ended);

    const change = contentChanged(true, 'Psalm 8');
    await t.bus.publish(change);
    expect(await phoneStream.next()).toEqual({ event: 'content.changed', data: change.data });
  });

  it('a password reset ends the open streams of the account', async () => {
    const user = await t.createUser();
    const stream = await ready(user.cookie);
    await t.request('/api/auth/request-password-reset', {
      json: { email: user.email, redirectTo: '/reset-password' },
    });
    const token = new URL((await t.lastEmail(user.email))!.link!).pathname.split('/').at(-1);
    const reset = await t.request('/api/auth/reset-password', {
      json: { token, newPassword: 'a new song 40' },
    });
    expect(reset.status).toBe(200);
    await expect(stream.next()).rejects.toThrow(ended);
  });

  it('changing the password ends the streams of the other sessions', async () => {
    const user = await t.createUser();
    const phone = await t.signIn(user.email);
    const phoneStream = await ready(phone);
    const changed = await t.request('/api/auth/change-password', {
      cookie: user.cookie,
      json: { currentPassword: testPassword, newPassword: 'a new song 40' },
    });
    expect(changed.status).toBe(200);
    await expect(phoneStream.next()).rejects.toThrow(ended);
  });
});

describe('open streams follow role changes at once', () => {
  it('a demoted moderator stops receiving drafts with the next event', async () => {
    const superAdmin = await t.createUser({ role: 'super_admin' });
    const moderator = await t.createUser({ role: 'moderator' });
    const stream = await ready(moderator.cookie);
    const before = contentChanged(false, 'Draft before demotion');
    await t.bus.publish(before);
    expect(await stream.next()).toEqual({ event: 'content.changed', data: before.data });

    const revoked = await t.request(`/api/admin/admins/${moderator.id}`, {
      method: 'DELETE',
      cookie: superAdmin.cookie,
    });
    expect(revoked.status).toBe(204);
    const draft = contentChanged(false, 'Draft after demotion');
    const published = contentChanged(true, 'Psalm 46');
    await t.bus.publish(draft);
    await t.bus.publish(published);
    // Events arrive in order: the published one coming next proves the draft was held back (and
    // that the internal signal itself never reached the browser).
    expect(await stream.next()).toEqual({ event: 'content.changed', data: published.data });
  });

  it('a member made moderator receives drafts with the next event', async () => {
    const superAdmin = await t.createUser({ role: 'super_admin' });
    const member = await t.createUser();
    const stream = await ready(member.cookie);
    const granted = await t.request('/api/admin/admins', {
      cookie: superAdmin.cookie,
      json: { email: member.email, role: 'moderator' },
    });
    expect(granted.status).toBe(200);
    const draft = contentChanged(false, 'Draft for the new moderator');
    await t.bus.publish(draft);
    expect(await stream.next()).toEqual({ event: 'content.changed', data: draft.data });
  });
});

describe('the periodic backstop', () => {
  it('a session that ends without a signal (expired) closes its stream at the periodic check', async () => {
    const own = await createTestContext({ realtimeRecheckMs: 200 });
    try {
      const user = await own.createUser();
      const stream = await ready(user.cookie, own);
      await own.database.sql(
        "update sessions set expires_at = now() - interval '1 minute' where user_id = $1",
        [user.id],
      );
      await expect(stream.next()).rejects.toThrow(ended);
    } finally {
      await own.close();
    }
  });
});
