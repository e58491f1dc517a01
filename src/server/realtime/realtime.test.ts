import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '@contracts/realtime';
import { testDbKind } from '../test/database';
import { createTestContext, type TestContext } from '../test/harness';
import { contentChanged } from '../test/realtime-events';
import { openStream as openSseStream, type SseStream } from '../test/sse-client';
import { createPostgresBus } from './postgres-bus';

// GET /api/realtime end to end: the SSE stream read from the Response body as a browser would.

let t: TestContext;
const opened: SseStream[] = [];
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await Promise.all(opened.map((stream) => stream.close()));
  await t.close();
});

async function openStream(cookie: string, context: TestContext = t): Promise<SseStream> {
  const stream = await openSseStream(context, cookie);
  opened.push(stream);
  return stream;
}

describe('realtime', () => {
  it('sends ready, then a published content change to a signed-in user', async () => {
    const user = await t.createUser();
    const stream = await openStream(user.cookie);
    try {
      expect(await stream.next()).toEqual({ event: 'ready', data: {} });
      const change = contentChanged(true);
      await t.bus.publish(change);
      expect(await stream.next()).toEqual({ event: 'content.changed', data: change.data });
      const post: RealtimeEvent = {
        type: 'community.post_created',
        data: { id: randomUUID(), title: 'Thankful today', post_type: 'testimony' },
      };
      await t.bus.publish(post);
      expect(await stream.next()).toEqual({ event: 'community.post_created', data: post.data });
    } finally {
      await stream.close();
    }
  });

  it('keeps unpublished content from an ordinary user but delivers it to a moderator', async () => {
    const user = await t.createUser();
    const moderator = await t.createUser({ role: 'moderator' });
    const userStream = await openStream(user.cookie);
    const moderatorStream = await openStream(moderator.cookie);
    try {
      expect((await userStream.next()).event).toBe('ready');
      expect((await moderatorStream.next()).event).toBe('ready');
      const draft = contentChanged(false, 'Draft psalm');
      const published = contentChanged(true, 'Psalm 91');
      await t.bus.publish(draft);
      await t.bus.publish(published);
      // Events arrive in order, so the user's next event being the published one proves the draft
      // was not sent to them.
      expect(await userStream.next()).toEqual({ event: 'content.changed', data: published.data });
      expect(await moderatorStream.next()).toEqual({ event: 'content.changed', data: draft.data });
      expect(await moderatorStream.next()).toEqual({
        event: 'content.changed',
        data: published.data,
      });
      // Withdrawing what readers could see reaches them too, so their screens drop it.
      const withdrawn: RealtimeEvent = {
        type: 'content.changed',
        data: { ...published.data, op: 'unpublish', is_published: false },
      };
      await t.bus.publish(withdrawn);
      expect(await userStream.next()).toEqual({ event: 'content.changed', data: withdrawn.data });
      expect(await moderatorStream.next()).toEqual({
        event: 'content.changed',
        data: withdrawn.data,
      });
    } finally {
      await userStream.close();
      await moderatorStream.close();
    }
  });

  it('never sends the server-side news of caches to a browser', async () => {
    const staff = await t.createUser({ role: 'super_admin' });
    const stream = await openStream(staff.cookie);
    try {
      expect((await stream.next()).event).toBe('ready');
      await t.bus.publish({ type: 'widgets.changed', data: {} });
      await t.bus.publish({ type: 'categories.changed', data: {} });
      const published = contentChanged(true, 'After the cache news');
      await t.bus.publish(published);
      // In order: the next event being the content change proves the two before were not sent.
      expect(await stream.next()).toEqual({ event: 'content.changed', data: published.data });
    } finally {
      await stream.close();
    }
  });

  it('answers 401 to an anonymous caller instead of a stream', async () => {
    const response = await t.request('/api/realtime');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it('answers 401 to a forged session cookie instead of a stream', async () => {
    const response = await t.request('/api/realtime', {
      cookie: 'psalmlight.session_token=forged.signature',
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  const fanOut =
    testDbKind === 'postgres'
      ? 'an event raised on one instance reaches the streams and subscribers of another (LISTEN/NOTIFY)'
      : 'the in-process bus delivers an event to every stream and subscriber';
  it(fanOut, async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    const firstStream = await openStream(first.cookie);
    const secondStream = await openStream(second.cookie);
    try {
      expect((await firstStream.next()).event).toBe('ready');
      expect((await secondStream.next()).event).toBe('ready');

      if (t.database.kind === 'postgres') {
        // A second instance: its own bus on the same database, as another server process has.
        const other = await createPostgresBus(t.database.pool!, pino({ level: 'silent' }));
        try {
          const heardByOther: RealtimeEvent[] = [];
          const stop = other.subscribe((event) => heardByOther.push(event));
          // Raised on the other instance, it reaches the clients of this one.
          const fromOther = contentChanged(true, 'From the other instance');
          await other.publish(fromOther);
          expect(await firstStream.next()).toEqual({
            event: 'content.changed',
            data: fromOther.data,
          });
          expect(await secondStream.next()).toEqual({
            event: 'content.changed',
            data: fromOther.data,
          });
          // Raised here, it reaches the subscribers of the other instance.
          const fromHere = contentChanged(true, 'From this instance');
          await t.bus.publish(fromHere);
          expect(await firstStream.next()).toEqual({
            event: 'content.changed',
            data: fromHere.data,
          });
          await expect.poll(() => heardByOther, { timeout: 5_000 }).toEqual([fromOther, fromHere]);
          stop();
        } finally {
          await other.close();
        }
      } else {
        // PGlite is one process: the in-memory bus reaches every stream and every subscriber.
        expect(t.database.kind).toBe('pglite');
        const heard: RealtimeEvent[] = [];
        const stop = t.bus.subscribe((event) => heard.push(event));
        const change = contentChanged(true, 'For everyone');
        await t.bus.publish(change);
        expect(await firstStream.next()).toEqual({ event: 'content.changed', data: change.data });
        expect(await secondStream.next()).toEqual({ event: 'content.changed', data: change.data });
        expect(heard).toEqual([change]);
        stop();
        await t.bus.publish(contentChanged(true, 'After unsubscribing'));
        expect(heard).toEqual([change]);
      }
    } finally {
      await firstStream.close();
      await secondStream.close();
    }
  });

  it('closing one stream leaves the other streams of the same user working', async () => {
    const user = await t.createUser();
    const leaving = await openStream(user.cookie);
    const staying = await openStream(user.cookie);
    expect((await leaving.next()).event).toBe('ready');
    expect((await staying.next()).event).toBe('ready');
    await leaving.close();
    const change = contentChanged(true, 'Psalm 121');
    await t.bus.publish(change);
    expect(await staying.next()).toEqual({ event: 'content.changed', data: change.data });
    await staying.close();
  });
});
