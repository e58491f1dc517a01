import { z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { apiError } from '@contracts/errors';
import { realtimeQuery, type RealtimeEvent } from '@contracts/realtime';
import { allows } from '../auth/require-permission';
import type { Viewer } from '../http/env';
import { clientAddress } from '../http/rate-limit';
import { createRouter, defineRoute, json } from '../http/route';
import type { EventBus } from './bus';
import { createStreamSlots, streamRetryAfterSeconds, type StreamLimits } from './stream-slots';
import type { SharedStreamSlots } from './shared-stream-slots';

/**
 * An event as this viewer receives it, or null when they may not: content that members cannot
 * open yet only reaches staff who manage content, except the news that an item readers could see
 * was withdrawn (its title was public), so they stop showing it. An item held back by its date is
 * published for a reader whose own day has reached it (`day`: the reader's day, from the content
 * module's visibility rule). A daily psalm in Portuguese or Spanish is news only to its own readers.
 * A new community post is news to everyone but its author.
 */
export function forViewer(viewer: Viewer, event: RealtimeEvent, day: string): RealtimeEvent | null {
  if (
    event.type === 'widgets.changed' ||
    event.type === 'categories.changed' ||
    event.type === 'groups.membership_changed'
  )
    return null;
  if (event.type === 'community.post_created') return event.authorId === viewer.id ? null : event;
  if (event.type !== 'content.changed') return event;
  const otherLanguage = event.psalmLanguage && event.psalmLanguage !== viewer.language;
  if (otherLanguage && !allows(viewer, 'content')) return null;
  if (event.data.is_published) return event;
  if (event.opensOn && event.opensOn <= day)
    return { type: event.type, data: { ...event.data, is_published: true } };
  if (event.data.op === 'unpublish' || allows(viewer, 'content')) return event;
  return null;
}

const stream = defineRoute('user', {
  method: 'get',
  path: '/realtime',
  summary: 'Server-sent events: content.changed, community.post_created',
  request: { query: realtimeQuery },
  responses: {
    200: {
      description: 'An event stream',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    429: json(apiError, 'Too many streams open for this session, person or client address'),
    503: json(apiError, 'This instance holds as many streams as it may; Retry-After says when'),
  },
});

type RealtimeOptions = {
  keepAliveMs?: number;
  /**
   * The reader's day in the zone their client reports (the content module's rule, by which an item
   * held back by its date is published for them). Given at assembly: realtime is platform and
   * imports no module (decision 039).
   */
  readerDay: (viewer: Viewer, timeZone?: string) => string;
  /**
   * The prayer groups the listener is in: news of a group's posts reaches its members alone
   * (decision 063). Read when the first such news arrives, and again after their groups change.
   */
  groupsOf: (userId: string) => Promise<ReadonlySet<string>>;
  /** Checks the listener again while the stream is open (null: the session has ended). */
  recheckViewer: (viewer: Viewer) => Promise<Viewer | null>;
  /**
   * How often, as a backstop: sign-outs and role changes are signalled on the bus and checked at
   * once; this catches what is not (an expired session, a role changed by the CLI). A minute.
   */
  recheckMs?: number;
  /** Caps on open streams (decision 037); the defaults of stream-slots.ts when omitted. */
  limits?: StreamLimits;
  /** Proxies in front of the server, to find the client's address (default 0). */
  trustedProxyHops?: number;
  /** Where every instance's streams are counted, on PostgreSQL (decision 058). */
  sharedSlots?: SharedStreamSlots;
};

export function createRealtimeRoutes(bus: EventBus, options: RealtimeOptions) {
  const keepAliveMs = options.keepAliveMs ?? 25_000;
  const recheckMs = options.recheckMs ?? 60_000;
  const slots = createStreamSlots(options.limits, options.sharedSlots);
  return createRouter().openapi(stream, async (c) => {
    let viewer = c.get('viewer');
    const { timeZone } = c.req.valid('query');
    let release: () => void;
    try {
      release = await slots.take(viewer, clientAddress(c, options.trustedProxyHops ?? 0));
    } catch (error) {
      c.header('Retry-After', String(streamRetryAfterSeconds));
      throw error;
    }
    return streamSSE(c, async (sse) => {
      // Events wait here unfiltered: what the viewer may see is decided when each is written, after
      // any check of the viewer under way has finished, so an event raised after a sign-out or a
      // demotion is never judged by the access the viewer had before it.
      const queue: RealtimeEvent[] = [];
      let wake: (() => void) | undefined;
      let open = true;
      let checking: Promise<void> | undefined;

      /** Checks the viewer again, after any check already under way; the latest answer wins. */
      const recheck = () => {
        const previous = checking ?? Promise.resolve();
        const current: Promise<void> = previous
          .then(() => (open ? options.recheckViewer(viewer) : viewer))
          .then((next) => {
            if (next) viewer = next;
            else close();
          })
          // A failed check (database briefly away) keeps the stream as it is until the next one.
          .catch(() => undefined)
          .finally(() => {
            if (checking === current) checking = undefined;
          });
        checking = current;
      };

      const unsubscribe = bus.subscribe((event) => {
        queue.push(event);
        wake?.();
      });
      const stopSignals = bus.onAccessChanged((signal) => {
        if (signal.userId === viewer.id) recheck();
      });
      const timer = setInterval(recheck, recheckMs);
      timer.unref();
      // The listener's groups, read once news of a group arrives and kept until they change.
      let groups: Promise<ReadonlySet<string>> | undefined;
      const myGroups = () =>
        (groups ??= options.groupsOf(viewer.id).catch(() => {
          // Unknown for now (database briefly away): this news is not theirs; ask again next time.
          groups = undefined;
          return new Set<string>();
        }));
      /** Whether a group's news may be written to this stream (and keeps `groups` current). */
      async function hears(event: RealtimeEvent) {
        if (event.type === 'groups.membership_changed') {
          if (event.userId === viewer.id || (groups && (await groups).has(event.groupId)))
            groups = undefined;
          return false;
        }
        if (!('groupId' in event) || !event.groupId) return true;
        return (await myGroups()).has(event.groupId);
      }

      function close() {
        if (!open) return;
        open = false;
        unsubscribe();
        stopSignals();
        clearInterval(timer);
        release();
        wake?.();
      }
      sse.onAbort(close);

      try {
        await sse.writeSSE({ event: 'ready', data: '{}' });
        while (open) {
          while (checking) await checking;
          if (!open) break;
          const event = queue.shift();
          if (event) {
            if (!(await hears(event))) continue;
            const delivered = forViewer(viewer, event, options.readerDay(viewer, timeZone));
            if (delivered)
              await sse.writeSSE({ event: delivered.type, data: JSON.stringify(delivered.data) });
            continue;
          }
          // Sleep until an event arrives, the stream closes or it is time for a keep-alive comment.
          await new Promise<void>((resolve) => {
            const sleep = setTimeout(resolve, keepAliveMs);
            wake = () => {
              clearTimeout(sleep);
              resolve();
            };
          });
          wake = undefined;
          if (open && queue.length === 0 && !checking) await sse.write(': keep-alive\n\n');
        }
      } finally {
        close();
      }
    });
  });
}
